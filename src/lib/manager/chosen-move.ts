import { atom, computed } from 'nanostores';
import type { ReassignResult } from '../../../contract/absences.ts';
import type { HeldAssignment } from '../../../contract/distribution.ts';
import { ApiError } from '../api/api-error.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { fetchColleagues, fetchHeldWork, moveChosen } from './api.ts';

export interface ChosenMoveWords {
  'manager.saved': string;
  'manager.chooseWork': string;
  'manager.workFailed': string;
}

/**
 * Moving chosen assignments: a member's open work with a box per row (and one for all), and the
 * colleagues who may hold every kind chosen. The move sends each on the version shown; a refusal
 * keeps the choice, and a conflict loads the list again so it shows the work as it is now.
 */
export function createChosenMove(words: ChosenMoveWords, onMoved: () => void) {
  const colleagues = createLoader(fetchColleagues);
  const $holder = atom('');
  const $work = atom<HeldAssignment[] | null>(null);
  const $workProblem = atom('');
  const $chosen = atom<readonly string[]>([]);
  const $to = atom('');
  const $moved = atom<ReassignResult | null>(null);
  const moving = createSaving(words['manager.saved']);
  let round = 0;

  const loadWork = async () => {
    const mine = ++round;
    const holder = $holder.get();
    $workProblem.set('');
    if (!holder) return $work.set(null);
    try {
      const work = await fetchHeldWork(holder);
      if (mine !== round) return;
      $work.set(work);
      // What was chosen and is still there stays chosen.
      $chosen.set($chosen.get().filter((id) => work.some((a) => a.id === id)));
    } catch {
      if (mine !== round) return;
      $work.set(null);
      $workProblem.set(words['manager.workFailed']);
    }
  };
  const chosenWork = () => ($work.get() ?? []).filter((a) => $chosen.get().includes(a.id));
  /** Colleagues other than the holder whose roles fit every kind of work chosen. */
  const $candidates = computed([colleagues.$loaded, $work, $chosen, $holder], (loaded, work, chosen, holder) => {
    if (loaded.state !== 'ready') return [];
    const types = new Set((work ?? []).filter((a) => chosen.includes(a.id)).map((a) => a.assignment_type));
    return loaded.data.filter((c) => c.id !== holder && [...types].every((t) => c.types.includes(t)));
  });
  const $allChosen = computed(
    [$work, $chosen],
    (work, chosen) => !!work && work.length > 0 && work.every((a) => chosen.includes(a.id)),
  );
  /** A receiver who cannot hold what is now chosen is no longer the choice. */
  const choose = (ids: readonly string[]) => {
    $chosen.set(ids);
    if (!$candidates.get().some((c) => c.id === $to.get())) $to.set('');
  };

  return {
    colleagues,
    $holder,
    $work,
    $workProblem,
    $chosen,
    $to,
    $moved,
    moving,
    $candidates,
    $allChosen,
    chooseHolder(id: string) {
      $holder.set(id);
      $chosen.set([]);
      $to.set('');
      $work.set(null);
      $moved.set(null);
      moving.clear();
      void loadWork();
    },
    toggle(id: string) {
      const chosen = $chosen.get();
      choose(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
    },
    toggleAll() {
      choose($allChosen.get() ? [] : ($work.get() ?? []).map((a) => a.id));
    },
    /** Moves what is chosen; true when it moved. */
    async move(): Promise<boolean> {
      $moved.set(null);
      const chosen = chosenWork();
      const to = $to.get();
      if (chosen.length === 0 || !to) {
        moving.clear();
        moving.$problem.set(words['manager.chooseWork']);
        return false;
      }
      const result = await moving.save(async () => {
        try {
          return await moveChosen(to, chosen);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) void loadWork();
          throw error;
        }
      });
      if (!result) return false;
      $chosen.set([]);
      $to.set('');
      $moved.set(result);
      await loadWork();
      onMoved();
      return true;
    },
    enter() {
      void colleagues.load();
    },
    exit() {
      colleagues.exit();
      round++;
    },
  };
}

export type ChosenMove = ReturnType<typeof createChosenMove>;
