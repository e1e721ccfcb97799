import { atom, computed } from 'nanostores';
import type { ReassignResult } from '../../../contract/absences.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { fetchTeam, fetchTeamAbsences, reassignWork } from './api.ts';
import { type ChosenMoveWords, createChosenMove } from './chosen-move.ts';

export interface ManagerWords extends ChosenMoveWords {
  'manager.saved': string;
  'manager.chooseBoth': string;
}

/** What a move did, with whom the work that did not fit the receiver stayed. */
export type MoveOutcome = ReassignResult & { from_full_name: string };

export interface Move {
  from_user_id: string;
  to_user_id: string;
  only_overdue: boolean;
}

/**
 * /manager-area: the team's workload, moving a member's work to another (all or overdue, asked
 * first; or chosen assignments), and the team's absences to decide. A move or a decision changes
 * the workload, so the team loads again.
 */
export function createManagerPage(words: ManagerWords) {
  const team = createLoader(fetchTeam);
  const absences = createLoader(fetchTeamAbsences);
  // Counted again in place: loading anew would take the page, and the focus on its news, away meanwhile.
  const chosen = createChosenMove(words, () => void fetchTeam().then(team.set, () => undefined));
  const $move = atom<Move>({ from_user_id: '', to_user_id: '', only_overdue: true });
  const $moved = atom<MoveOutcome | null>(null);
  /** The confirmation is open: it says how many assignments go to whom before anything moves. */
  const $asking = atom(false);
  const moving = createSaving(words['manager.saved']);
  const members = () => team.data()?.members ?? [];
  const $from = computed([team.$loaded, $move], (_, move) => members().find((x) => x.id === move.from_user_id));
  const $to = computed([team.$loaded, $move], (_, move) => members().find((x) => x.id === move.to_user_id));
  /**
   * The kinds of work the receiver may hold, or null before the colleagues are known; only those
   * move, and the dialog says so when they are not every kind.
   */
  const $toTypes = computed([chosen.colleagues.$loaded, $move], (loaded, move) =>
    loaded.state === 'ready' ? (loaded.data.find((c) => c.id === move.to_user_id)?.types ?? []) : null,
  );
  /** Team members who may be given work: a member whose roles hold no kind of work is not offered. */
  const $receivers = computed([team.$loaded, chosen.colleagues.$loaded], (_, loaded) =>
    loaded.state === 'ready' ? members().filter((x) => loaded.data.some((c) => c.id === x.id)) : members(),
  );
  /** How many assignments the move concerns, before the batch limit. */
  const $count = computed([$from, $move], (from, move) => (from ? (move.only_overdue ? from.overdue : from.open) : 0));

  return {
    team,
    absences,
    chosen,
    $move,
    $moved,
    $asking,
    moving,
    $from,
    $to,
    $toTypes,
    $receivers,
    $count,
    choose(change: Partial<Move>) {
      $move.set({ ...$move.get(), ...change });
    },
    /** Asks before moving; without both people there is nothing to ask. */
    askToMove() {
      $moved.set(null);
      if (!$from.get() || !$to.get()) moving.$problem.set(words['manager.chooseBoth']);
      else {
        moving.$problem.set('');
        $asking.set(true);
      }
    },
    cancelMove() {
      $asking.set(false);
    },
    async moveWork() {
      await moving.save(async () => {
        const from_full_name = $from.get()?.full_name ?? '';
        $moved.set({ ...(await reassignWork($move.get())), from_full_name });
        void team.load();
      });
      $asking.set(false);
    },
    /** A decision answers with the team's absences; the workload changes with who stands in. */
    decided(list: Parameters<typeof absences.set>[0]) {
      absences.set(list);
      void team.load();
    },
    enter() {
      void team.load();
      void absences.load();
      chosen.enter();
    },
    exit() {
      team.exit();
      absences.exit();
      chosen.exit();
    },
  };
}

export type ManagerPage = ReturnType<typeof createManagerPage>;
