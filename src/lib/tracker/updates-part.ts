import { atom } from 'nanostores';
import { readUpdates, requestUpdates, type UpdatesStatus } from './api.ts';

export type UpdatesPartState = 'LOADING' | UpdatesStatus | 'SENDING';

/**
 * "Get updates" on the verified case: whether the case's updates are off, waiting for the link's
 * press (pending) or on; asking sends the confirmation link, and asking again sends a new one. A
 * refusal (too many links in an hour, a visit that ended) is kept as the server's message.
 */
export function createUpdatesPart(token: string) {
  const $state = atom<UpdatesPartState>('LOADING');
  const $problem = atom<string | null>(null);
  let shown: UpdatesStatus = 'none';
  let gone = false;
  const show = (status: UpdatesStatus) => {
    shown = status;
    if (!gone) $state.set(status);
  };
  return {
    $state,
    $problem,
    enter() {
      gone = false;
      void readUpdates(token)
        .then(({ status }) => show(status))
        // The part offers updates even when their state could not be read: asking tells.
        .catch(() => show('none'));
    },
    async subscribe(): Promise<void> {
      if ($state.get() === 'SENDING' || $state.get() === 'LOADING') return;
      $problem.set(null);
      $state.set('SENDING');
      await requestUpdates(token)
        .then(({ status }) => show(status))
        .catch((error: unknown) => {
          if (gone) return;
          $problem.set(error instanceof Error ? error.message : String(error));
          show(shown);
        });
    },
    exit() {
      gone = true;
    },
  };
}
