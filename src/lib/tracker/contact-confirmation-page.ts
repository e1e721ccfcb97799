import { atom } from 'nanostores';
import { confirmationUsable, confirmContact } from './api.ts';

export type ContactConfirmationState = 'LOADING' | 'READY' | 'CONFIRMING' | 'LOADED' | 'FAILED';

/**
 * /contact-confirmation/{key} (spec.md section 2): the key is checked on arrival but only spent
 * when the person presses the button, so a mail scanner that opens the link does not spend it.
 */
export function createContactConfirmationPage(key: string) {
  const $state = atom<ContactConfirmationState>('LOADING');
  let gone = false;
  const show = (state: ContactConfirmationState) => {
    if (!gone) $state.set(state);
  };
  return {
    $state,
    enter() {
      gone = false;
      void confirmationUsable(key)
        .then(({ usable }) => show(usable ? 'READY' : 'FAILED'))
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
