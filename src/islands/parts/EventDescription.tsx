import { useEffect, useState } from 'react';

// DOMPurify is a tenth of the tracker page's JavaScript and only a verified visitor needs it, so it
// is fetched when the case view first shows a description instead of with the page.
let sanitizer: Promise<typeof import('../../lib/sanitize.ts')> | null = null;
export const loadSanitizer = () => (sanitizer ??= import('../../lib/sanitize.ts'));

/** An event description from the server, rendered only after DOMPurify has cleaned it. */
export function EventDescription({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadSanitizer().then(({ sanitizeEventHtml }) => current && setClean(sanitizeEventHtml(html)));
    return () => {
      current = false;
    };
  }, [html]);
  return <div className="event-description space-y-2" data-testid="event-description" aria-busy={clean === null} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
