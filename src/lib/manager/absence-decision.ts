import { atom } from 'nanostores';
import { AbsenceSchema, type Absence } from '../../../contract/absences.ts';
import { conflictMessage, conflictOf } from '../api/conflict.ts';
import { createSaving } from '../pages/saving.ts';
import { approveAbsence, rejectAbsence } from './api.ts';

export interface DecisionWords {
  'manager.saved': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

/**
 * One absence a manager decides: approve naming who stands in, or refuse (asked first, with a
 * reason). The absence as last seen is kept: a decision names its version, and a refusal because
 * someone decided first shows the absence as it is now and says who and when.
 */
export function createAbsenceDecision(absence: Absence, words: DecisionWords, onDecided: (list: Absence[]) => void) {
  const $shown = atom(absence);
  const $substitute = atom(absence.substitute_user_id ?? '');
  const $refusing = atom(false);
  const saving = createSaving(words['manager.saved']);
  const decide = (send: (shown: Absence) => Promise<Absence[]>) =>
    saving.save(async () => {
      try {
        onDecided(await send($shown.get()));
      } catch (error) {
        const conflict = conflictOf(error, AbsenceSchema);
        if (!conflict) throw error;
        $shown.set(conflict.current);
        throw new Error(conflictMessage(conflict, words['conflict.nothingDone'], words['conflict.someone']));
      }
    });
  return {
    $shown,
    $substitute,
    $refusing,
    saving,
    approve: () => decide((shown) => approveAbsence(shown, $substitute.get())),
    askToReject: () => $refusing.set(true),
    cancelReject: () => $refusing.set(false),
    async reject(reason: string) {
      await decide((shown) => rejectAbsence(shown, reason));
      $refusing.set(false);
    },
  };
}

export type AbsenceDecision = ReturnType<typeof createAbsenceDecision>;
