import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { createGuestEntryPage } from '../../lib/guest/entry-page.ts';
import { showPageTitle } from '../../lib/guest/page-title.ts';
import { nameInsurer } from '../../lib/name-insurer.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import type { GuestEntryMessages } from './guest-entry-keys.ts';
// With the entry: a working link shows the assignment at once, and a chunk apart cost more than it saved.
import { GuestAssignmentView } from './GuestAssignmentView.tsx';

/** A guest link's page: renders its page store (src/lib/guest/entry-page.ts). */
export function GuestLinkEntry({ lang, messages: m }: { lang: Language; messages: GuestEntryMessages }) {
  const page = usePage(() => createGuestEntryPage(lang, m));
  const state = useStore(page.$state);
  const title = useStore(page.$title);
  useEffect(() => {
    if (title) showPageTitle(title);
  }, [title]);
  const insurer = useStore(page.$insurer);
  useEffect(() => {
    if (insurer) nameInsurer(insurer);
  }, [insurer]);

  const loading = <p role="status">{m['app.loading']}</p>;
  if (state.kind === 'reading') return loading;
  if (state.kind === 'assignment')
    return (
      <GuestAssignmentView
        assignment={state.assignment}
        token={state.token}
        lang={lang}
        messages={m}
        onChanged={() => page.reload().catch(() => undefined)}
      />
    );
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4" data-testid="guest-error">
      <p className="font-semibold text-red-900">
        {state.kind === 'missing' ? m['guest.error.missingAddress'] : state.message}
      </p>
      {state.kind === 'missing' && <p className="mt-1 text-gray-800">{m['guest.error.advice']}</p>}
    </div>
  );
}
