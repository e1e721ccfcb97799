import type { Language } from '../../contract/languages.ts';

/** What every layout takes: the page's language and its (already translated) title. */
export interface LayoutProps {
  lang: Language;
  title: string;
  /** The page paints its record first, the frame's islands after it (src/lib/pages/record-first-routes.ts). */
  recordFirst?: boolean;
}
