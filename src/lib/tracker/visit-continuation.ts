import { atom } from 'nanostores';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import type { TrackerChallenge } from '../../../contract/tracker.ts';
import { startChallenge, verifyChallenge } from './api.ts';
import type { VisitKeeper } from './visit-keeper.ts';

/** Why the code typed to go on was not taken, for the dialog to say in the page's words. */
export type ContinuationProblem = 'length' | 'wrong' | 'blocked' | 'failed';

/**
 * Going on with a visit that is about to end: a new code is sent to the claim's contact and proved
 * in the warning itself, so the case the visitor is reading (and anything half typed on it) stays.
 */
export function createVisitContinuation(caseNo: string, keeper: VisitKeeper) {
  const $stage = atom<'offer' | 'code'>('offer');
  const $code = atom('');
  const $problem = atom<ContinuationProblem | null>(null);
  const $busy = atom(false);
  let challenge: TrackerChallenge | null = null;

  async function run(work: () => Promise<void>): Promise<void> {
    if ($busy.get()) return;
    $busy.set(true);
    try {
      await work();
    } catch {
      $problem.set('failed');
    } finally {
      $busy.set(false);
    }
  }

  const send = () =>
    run(async () => {
      $problem.set(null);
      const sent = await startChallenge(caseNo, true);
      if (!sent.challenge_id) return void $problem.set(sent.is_blocked ? 'blocked' : 'failed');
      challenge = sent;
      keeper.continuingWith(sent);
      $code.set('');
      $stage.set('code');
    });

  const confirm = () =>
    run(async () => {
      const code = $code.get().trim();
      if (code.length !== TRACKER_ACCESS_CODE_LENGTH) return void $problem.set('length');
      if (!challenge?.challenge_id) return;
      const answer = await verifyChallenge(challenge.challenge_id, caseNo, code);
      if (answer.status === 'verified' && answer.newAuthContext) {
        $problem.set(null);
        return keeper.continued(answer.newAuthContext);
      }
      $code.set('');
      $problem.set(answer.status === 'blocked' ? 'blocked' : 'wrong');
    });

  return {
    $stage,
    $code,
    $problem,
    $busy,
    send,
    confirm,
    typeCode: (value: string) => $code.set(value.toUpperCase()),
  };
}

export type VisitContinuation = ReturnType<typeof createVisitContinuation>;
