import { useEffect, useRef } from 'react';
import { localized } from '../../lib/auth/paths.ts';
import { $pageAccess, followPageAccess } from '../../lib/shell/page-access.ts';
import { useClientStore } from '../../lib/use-client-store.ts';

export const PAGE_UNAVAILABLE_KEYS = [
  'shell.notAvailable.title',
  'shell.notAvailable.text',
  'shell.notAvailable.home',
] as const;

interface Props {
  messages: Record<(typeof PAGE_UNAVAILABLE_KEYS)[number], string>;
}

/**
 * What a staff page opened by its address says when its area is not the user's: in place of the
 * page (which then calls nothing), with the way to the dashboard; focus moves to it.
 */
export default function PageUnavailable({ messages: m }: Props) {
  const access = useClientStore($pageAccess, 'open');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(followPageAccess, []);
  useEffect(() => {
    if (access === 'denied') heading.current?.focus();
  }, [access]);
  if (access !== 'denied') return null;
  return (
    <section data-testid="page-unavailable" aria-labelledby="page-unavailable-title" className="max-w-xl">
      <h1
        id="page-unavailable-title"
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-2xl font-semibold focus:outline-none"
      >
        {m['shell.notAvailable.title']}
      </h1>
      <p className="mb-4">{m['shell.notAvailable.text']}</p>
      <a href={localized('/assignments/shortlist')} className="font-semibold text-brand-ink underline">
        {m['shell.notAvailable.home']}
      </a>
    </section>
  );
}
