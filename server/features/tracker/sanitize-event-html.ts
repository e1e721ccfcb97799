import createDOMPurify, { type DOMPurify } from 'dompurify';
import { EVENT_HTML_POLICY } from '../../../contract/event-html.ts';
import { setBounded } from '../../../contract/bounded-cache.ts';

/**
 * Event descriptions are HTML written by staff. DOMPurify cleans them on the server, over jsdom's
 * standard HTML parser, before any page gets them: every client receives safe HTML, and the
 * tracker page ships no sanitiser (11 KB gzip) to the policyholder's phone. The content security
 * policy (no inline script) stands behind it in the browser.
 */
let purifier: Promise<DOMPurify> | null = null;
const loadPurifier = () =>
  (purifier ??= import('jsdom').then(({ JSDOM }) =>
    createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]),
  ));

// Descriptions are read far more often than written: the cleaned text is kept by the original.
const cleaned = new Map<string, string>();
const CACHE_CAP = 500;

export async function sanitizeEventHtml(html: string): Promise<string> {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = (await loadPurifier()).sanitize(html, { ...EVENT_HTML_POLICY });
  setBounded(cleaned, html, clean, CACHE_CAP);
  return clean;
}
