import { atom } from 'nanostores';
import { requestUpdates, type UpdatesStatus } from './updates-api.ts';

export type UpdatesPartState = UpdatesStatus | 'SENDING';

/**
 * "Get updates" on the verified case, made when the visitor asks: the ask sends the confirmation
 * link and answers whether the updates now wait for the link's press (pending) or were already on;
 * asking again sends a new link. A refusal (too many links in an hour, a visit that ended) is kept
 * as the server's message.
 */
export function createUpdatesPart(token: string) {
  const $state = atom<UpdatesPartState>('none');
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
      void this.subscribe();
    },
    async subscribe(): Promise<void> {
      if ($state.get() === 'SENDING') return;
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
