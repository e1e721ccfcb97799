import { atom } from 'nanostores';
import { unsubscribe, unsubscribeUsable } from './link-api.ts';

export type UnsubscribeState = 'LOADING' | 'READY' | 'SENDING' | 'DONE' | 'FAILED';

/**
 * /unsubscribe/{key}, the link each update carries: opening it only looks, so a mail scanner that
 * follows links does not end the updates; the button ends them. Mail clients that offer one-click
 * unsubscribing post to the same call themselves.
 */
export function createUnsubscribePage(key: string) {
  const $state = atom<UnsubscribeState>('LOADING');
  let gone = false;
  const show = (state: UnsubscribeState) => {
    if (!gone) $state.set(state);
  };
  return {
    $state,
    enter() {
      gone = false;
      void unsubscribeUsable(key)
        .then(({ subscribed }) => show(subscribed ? 'READY' : 'FAILED'))
        .catch(() => show('FAILED'));
    },
    async confirm(): Promise<void> {
      if ($state.get() !== 'READY') return;
      show('SENDING');
      await unsubscribe(key)
        .then(() => show('DONE'))
        .catch(() => show('FAILED'));
    },
    exit() {
      gone = true;
    },
  };
}
