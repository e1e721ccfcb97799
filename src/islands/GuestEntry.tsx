import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { GuestExchangeRequestSchema, type GuestAssignment } from '../../contract/guest.ts';
import { languagePrefix, type Language } from '../../contract/languages.ts';
import { isClaimFormAddress, parseGuestAddress, parseGuestType } from '../lib/guest-address.ts';
import { exchangeGuestKey, fetchGuestAssignment, storedGuest } from '../lib/guest/api.ts';
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

type State =
  | { kind: 'reading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'claimForm'; orgKey: string }
  | { kind: 'assignment'; token: string; assignment: GuestAssignment };

/**
 * The guest entry (spec.md section 2). A key link is exchanged for a guest context and the key
 * leaves the address bar (and so the history and any later referrer); a reload carries on with
 * the context this tab keeps. The claim form shares the address shape, with an organisation's
 * code for a key. Without a type and key the page says the address does not exist.
 */
export default function GuestEntry({ lang, messages: m }: Props) {
  const [state, setState] = useState<State>({ kind: 'reading' });

  useEffect(() => {
    const address = parseGuestAddress(location.pathname);
    if (address && isClaimFormAddress(address)) return setState({ kind: 'claimForm', orgKey: address.assignmentKey });
    if (address) {
      history.replaceState(null, '', `${languagePrefix(lang)}/guest/${address.assignmentType}`);
      // A link that cannot be one (unknown type, malformed key) is answered here, without asking.
      if (
        !v.is(GuestExchangeRequestSchema, {
          assignment_type: address.assignmentType,
          assignment_key: address.assignmentKey,
        })
      ) {
        return setState({ kind: 'failed', message: m['guest.error.linkFails'] });
      }
      void exchangeGuestKey(address.assignmentType, address.assignmentKey)
        .then(({ token, assignment }) => setState({ kind: 'assignment', token, assignment }))
        .catch((error: Error) => setState({ kind: 'failed', message: error.message }));
      return;
    }
    const type = parseGuestType(location.pathname);
    const stored = type ? storedGuest(type) : null;
    if (!stored) return setState({ kind: 'missing' });
    void fetchGuestAssignment(stored.token)
      .then((assignment) => setState({ kind: 'assignment', token: stored.token, assignment }))
      .catch((error: Error) => setState({ kind: 'failed', message: error.message }));
  }, [lang, m]);

  if (state.kind === 'reading') return <p role="status">{m['app.loading']}</p>;
  if (state.kind === 'claimForm') return <FnolForm orgKey={state.orgKey} lang={lang} messages={m} />;
  if (state.kind === 'assignment') {
    const reload = () =>
      void fetchGuestAssignment(state.token).then((assignment) => setState({ ...state, assignment }));
    return <GuestAssignmentView assignment={state.assignment} token={state.token} messages={m} onChanged={reload} />;
  }
  return (
    <div role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-4" data-testid="guest-error">
      <p className="font-semibold text-red-900">
        {state.kind === 'missing' ? m['guest.error.missingAddress'] : state.message}
      </p>
      {state.kind === 'missing' && <p className="mt-1 text-gray-800">{m['guest.error.advice']}</p>}
    </div>
  );
}
