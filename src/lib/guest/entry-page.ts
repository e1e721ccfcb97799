import { atom } from 'nanostores';
import * as v from 'valibot';
import { GuestExchangeRequestSchema, type GuestAssignment } from '../../../contract/guest.ts';
import { languagePrefix, type Language } from '../../../contract/languages.ts';
import { isClaimFormAddress, parseGuestAddress, parseGuestType } from '../guest-address.ts';
import { exchangeGuestKey, fetchGuestAssignment, storedGuest } from './api.ts';

export type GuestEntryState =
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
export function createGuestEntryPage(
  lang: Language,
  words: { 'guest.error.linkFails': string },
  replaceAddress: (path: string) => void = (path) => history.replaceState(null, '', path),
) {
  const $state = atom<GuestEntryState>({ kind: 'reading' });
  let gone = false;
  const show = (state: GuestEntryState) => {
    if (!gone) $state.set(state);
  };
  const failed = (error: unknown) =>
    show({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });

  /** Reads the page's address: the claim form, a key to exchange, or this tab's kept context. */
  function open(pathname: string): void {
    const address = parseGuestAddress(pathname);
    if (address && isClaimFormAddress(address)) {
      show({ kind: 'claimForm', orgKey: address.assignmentKey });
      return;
    }
    if (address) {
      replaceAddress(`${languagePrefix(lang)}/guest/${address.assignmentType}`);
      // A link that cannot be one (unknown type, malformed key) is answered here, without asking.
      const request = { assignment_type: address.assignmentType, assignment_key: address.assignmentKey };
      if (!v.is(GuestExchangeRequestSchema, request)) {
        show({ kind: 'failed', message: words['guest.error.linkFails'] });
        return;
      }
      void exchangeGuestKey(address.assignmentType, address.assignmentKey)
        .then(({ token, assignment }) => show({ kind: 'assignment', token, assignment }))
        .catch(failed);
      return;
    }
    const type = parseGuestType(pathname);
    const stored = type ? storedGuest(type) : null;
    if (!stored) {
      show({ kind: 'missing' });
      return;
    }
    void fetchGuestAssignment(stored.token)
      .then((assignment) => show({ kind: 'assignment', token: stored.token, assignment }))
      .catch(failed);
  }

  return {
    $state,
    open,
    /** After an upload: the assignment again, with the document's new status. */
    async reload(): Promise<void> {
      const state = $state.get();
      if (state.kind !== 'assignment') return;
      const assignment = await fetchGuestAssignment(state.token);
      show({ ...state, assignment });
    },
    enter() {
      gone = false;
      open(location.pathname);
    },
    exit() {
      gone = true;
    },
  };
}
