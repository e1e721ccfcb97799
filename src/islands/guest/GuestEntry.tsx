import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { createGuestEntryPage } from '../../lib/guest/entry-page.ts';
import { showPageTitle } from '../../lib/guest/page-title.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import type { GuestEntryMessages } from './guest-entry-keys.ts';

// Each address needs one of the two, never both: each loads when its address asks for it, which
// keeps a phone's first load of either page small.
const FnolForm = lazy(() => import('../fnol/FnolForm.tsx').then((part) => ({ default: part.FnolForm })));
const GuestAssignmentView = lazy(() =>
  import('./GuestAssignmentView.tsx').then((part) => ({ default: part.GuestAssignmentView })),
);

interface Props {
  lang: Language;
  messages: GuestEntryMessages;
}

/** The guest entry: renders its page store (src/lib/guest/entry-page.ts). */
export default function GuestEntry({ lang, messages: m }: Props) {
  const page = usePage(() => createGuestEntryPage(lang, m));
  const state = useStore(page.$state);
  const title = useStore(page.$title);
  useEffect(() => {
    if (title) showPageTitle(title);
  }, [title]);

  const loading = <p role="status">{m['app.loading']}</p>;
  if (state.kind === 'reading') return loading;
  if (state.kind === 'claimForm')
    return (
      <Suspense fallback={loading}>
        <FnolForm orgKey={state.orgKey} lang={lang} messages={m} />
      </Suspense>
    );
  if (state.kind === 'assignment')
    return (
      <Suspense fallback={loading}>
        <GuestAssignmentView
          assignment={state.assignment}
          token={state.token}
          lang={lang}
          messages={m}
          onChanged={() => page.reload().catch(() => undefined)}
        />
      </Suspense>
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
