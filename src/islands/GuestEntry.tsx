import { useStore } from '@nanostores/react';
import type { Language } from '../../contract/languages.ts';
import { createGuestEntryPage } from '../lib/guest/entry-page.ts';
import { usePage } from '../lib/pages/use-page.ts';
import { FNOL_KEYS, FnolForm } from './parts/FnolForm.tsx';
import { GUEST_VIEW_KEYS, GuestAssignmentView } from './parts/GuestAssignmentView.tsx';

export const GUEST_ENTRY_KEYS = [
  'guest.error.missingAddress',
  'guest.error.advice',
  'guest.error.linkFails',
  'app.loading',
  ...FNOL_KEYS,
  ...GUEST_VIEW_KEYS,
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof GUEST_ENTRY_KEYS)[number], string>;
}

/** The guest entry: renders its page store (src/lib/guest/entry-page.ts). */
export default function GuestEntry({ lang, messages: m }: Props) {
  const page = usePage(() => createGuestEntryPage(lang, m));
  const state = useStore(page.$state);

  if (state.kind === 'reading') return <p role="status">{m['app.loading']}</p>;
  if (state.kind === 'claimForm') return <FnolForm orgKey={state.orgKey} lang={lang} messages={m} />;
  if (state.kind === 'assignment')
    return (
      <GuestAssignmentView
        assignment={state.assignment}
        token={state.token}
        messages={m}
        onChanged={() => void page.reload().catch(() => undefined)}
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
