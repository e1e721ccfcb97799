import { atom, computed } from 'nanostores';
import type { GuestAssignment } from '../../../contract/guest.ts';
import { languagePrefix, type Language } from '../../../contract/languages.ts';
import { parseGuestAddress, parseGuestType } from './address.ts';

const guestLink = () => import('./link.ts');

export type GuestEntryState =
  | { kind: 'reading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'assignment'; token: string; assignment: GuestAssignment };

/**
 * The guest entry (spec.md section 2). A key link is exchanged for a guest context and the key
 * leaves the address bar (and so the history and any later referrer); a reload carries on with
 * the context this tab keeps (the claim form, which shares the address shape, is not opened here:
 * see claimFormOrganisation). Without a type and key the page says the address does not exist.
 */
export function createGuestEntryPage(
  lang: Language,
  words: { 'guest.error.linkFails': string; 'guest.title.linkError': string },
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
  function open(pathname: string): Promise<void> {
    const address = parseGuestAddress(pathname);
    if (address) {
      replaceAddress(`${languagePrefix(lang)}/guest/${address.assignmentType}`);
      return guestLink()
        .then((link) => {
          // A link that cannot be one (unknown type, malformed key) is answered here, without asking.
          if (!link.mayBeGuestLink(address.assignmentType, address.assignmentKey)) {
            show({ kind: 'failed', message: words['guest.error.linkFails'] });
            return;
          }
          return link
            .exchangeGuestKey(address.assignmentType, address.assignmentKey)
            .then(({ token, assignment }) => show({ kind: 'assignment', token, assignment }));
        })
        .catch(failed);
    }
    const type = parseGuestType(pathname);
    if (!type) {
      show({ kind: 'missing' });
      return Promise.resolve();
    }
    return guestLink()
      .then((link) => {
        const stored = link.storedGuest(type);
        if (!stored) return show({ kind: 'missing' });
        return link
          .fetchGuestAssignment(stored.token)
          .then((assignment) => show({ kind: 'assignment', token: stored.token, assignment }));
      })
      .catch(failed);
  }

  /** The insurer of a guest link's page, by its code, once the assignment is known. */
  const $insurer = computed($state, (state) => (state.kind === 'assignment' ? state.assignment.org_code : null));
  /** The page's heading: what the visitor is on, once it is known (the shell's fallback until then). */
  const $title = computed($state, (state): string | null => {
    if (state.kind === 'assignment') return `${state.assignment.type_name} ${state.assignment.assignment_no}`;
    if (state.kind === 'reading') return null;
    return words['guest.title.linkError'];
  });

  return {
    $state,
    $title,
    $insurer,
    open,
    /** After an upload: the assignment again, with the document's new status. */
    async reload(): Promise<void> {
      const state = $state.get();
      if (state.kind !== 'assignment') return;
      const assignment = await (await guestLink()).fetchGuestAssignment(state.token);
      show({ ...state, assignment });
    },
    enter() {
      gone = false;
      void open(location.pathname);
    },
    exit() {
      gone = true;
    },
  };
}
