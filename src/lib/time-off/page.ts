import { atom } from 'nanostores';
import { AbsenceSchema, type Absence } from '../../../contract/absences.ts';
import { conflictMessage, conflictOf } from '../api/conflict.ts';
import { todayInRomania } from '../dates.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { cancelAbsence, fetchColleagues, fetchMyAbsences, requestAbsence } from './api.ts';

export interface AbsenceDraft {
  starts_on: string;
  ends_on: string;
  substitute_user_id: string;
  note: string;
}

export interface MyAbsencesWords {
  'absences.sent': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

/** /time-off/my-absences: asking for time off naming who stands in, the answers, and cancelling. */
export function createMyAbsencesPage(words: MyAbsencesWords) {
  const mine = createLoader(fetchMyAbsences);
  const colleagues = createLoader(fetchColleagues);
  const $draft = atom<AbsenceDraft>({
    starts_on: todayInRomania(),
    ends_on: todayInRomania(),
    substitute_user_id: '',
    note: '',
  });
  const requesting = createSaving(words['absences.sent']);
  const cancelling = createSaving();
  return {
    mine,
    colleagues,
    $draft,
    requesting,
    cancelling,
    editDraft(change: Partial<AbsenceDraft>) {
      $draft.set({ ...$draft.get(), ...change });
    },
    /** Nobody named to stand in is sent as none. */
    request: () =>
      requesting.save(async () => {
        const draft = $draft.get();
        mine.set(await requestAbsence({ ...draft, substitute_user_id: draft.substitute_user_id || null }));
      }),
    /** Cancels on the version shown; when a manager decided it meanwhile, the list shows it as it is now. */
    cancel: (absence: Absence) =>
      cancelling.save(async () => {
        try {
          mine.set(await cancelAbsence(absence));
        } catch (error) {
          const conflict = conflictOf(error, AbsenceSchema);
          if (!conflict) throw error;
          const current = conflict.current;
          mine.set((mine.data() ?? []).map((a) => (a.id === current.id ? current : a)));
          throw new Error(conflictMessage(conflict, words['conflict.nothingDone'], words['conflict.someone']));
        }
      }),
    enter() {
      void mine.load();
      void colleagues.load();
    },
    exit() {
      mine.exit();
      colleagues.exit();
    },
  };
}
