import { atom } from 'nanostores';
import { confirmationUsable, confirmContact } from './link-api.ts';

export type ContactConfirmationState = 'LOADING' | 'READY' | 'CONFIRMING' | 'LOADED' | 'FAILED';

/**
 * /contact-confirmation/{key} (spec.md section 2): the key is checked on arrival but only spent
 * when the person presses the button, so a mail scanner that opens the link does not spend it.
 * The same link confirms a subscription to the case's updates (double opt-in).
 */
export function createContactConfirmationPage(key: string) {
  const $state = atom<ContactConfirmationState>('LOADING');
  /** What the link confirms: the page words its button and outcome for it. */
  const $purpose = atom<'contact' | 'updates'>('contact');
  /** Which claim and which contact the link is for: the page names both, before and after. */
  const $subject = atom<{ case_no: string; contact: string } | null>(null);
  let gone = false;
  const show = (state: ContactConfirmationState) => {
    if (!gone) $state.set(state);
  };
  return {
    $state,
    $purpose,
    $subject,
    enter() {
      gone = false;
      void confirmationUsable(key)
        .then(({ usable, purpose, case_no, contact }) => {
          if (!gone && purpose === 'updates') $purpose.set('updates');
          if (!gone && case_no && contact) $subject.set({ case_no, contact });
          show(usable ? 'READY' : 'FAILED');
        })
        .catch(() => show('FAILED'));
    },
    async confirm(): Promise<void> {
      if ($state.get() !== 'READY') return;
      show('CONFIRMING');
      await confirmContact(key)
        .then(() => show('LOADED'))
        .catch(() => show('FAILED'));
    },
    exit() {
      gone = true;
    },
  };
}
