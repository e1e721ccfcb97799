import { atom, computed } from 'nanostores';
import { $session } from '../stores/session-store.ts';
import { type AssessmentNote, DEFAULT_VAT_BASIS_POINTS, noteTotals } from '../../../contract/assessment.ts';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { ApiError } from '../api/api-error.ts';
import { conflictMessage } from '../api/conflict.ts';
import { createLoader, type Loader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import * as api from './api.ts';
import { createKeptDrafts, type DraftStorage } from './kept-drafts.ts';
import { createRowList } from './note-rows.ts';
import { refreshAssignment } from '../schedule/refresh-assignment.ts';
import { createUsualPrices, usualPriceAbove } from './usual-prices.ts';

/**
 * Where focus goes after an action that replaced what the user was on: the note's heading after a
 * save or a step, the next row's first field after a removal (the part search when no row follows).
 * `n` makes the same request twice a new one.
 */
export type NoteFocus = { to: 'heading' | 'picker' | 'restore'; n: number } | { to: 'row'; key: string; n: number };

/** What the note page shares with the assignment page it sits on, and where it keeps failed drafts. */
export interface NotePageOptions {
  /** The assignment page's store: a step of the note moves the assignment's status, which its badge shows. */
  assignment?: Loader<AssignmentDetail>;
  storage?: DraftStorage;
  /** Whose drafts these are: the signed-in person unless said otherwise. */
  owner?: () => string | null;
}

/** Why Approve cannot be pressed, before anyone presses it: the total is above the reader's approval limit. */
export const aboveApprovalLimit = (note: AssessmentNote): boolean =>
  note.allowed.approve && note.approval_limit !== null && note.totals.total > note.approval_limit;

export interface NotePageWords {
  saved: string;
  /** Said when a row has a field typed wrong: nothing is sent. */
  fixFields: string;
  /** {{name}} and {{time}}: someone saved the note first; what was typed stays. */
  conflictKept: string;
  /** {{name}} and {{time}}: someone changed the note first; the step was not taken. */
  conflictNothing: string;
  someone: string;
}

/**
 * The assessment note on an assessment assignment's page: its rows (lib/assessments/note-rows.ts,
 * one set of stores per row), the live totals, the save of the whole list on the version the
 * editor shows (If-Match), and the steps of its life (submit, approve, return, supplement).
 * A save someone else beat keeps every row as typed, now on their version, to be saved again.
 */
export function createNotePage(
  assignmentId: string,
  lang: Language,
  words: NotePageWords,
  calls = api,
  options: NotePageOptions = {},
) {
  const $defaultRate = atom(0);
  const $vat = atom(DEFAULT_VAT_BASIS_POINTS);
  const rows = createRowList(lang, $defaultRate);
  const note = createLoader(() => calls.fetchNote(assignmentId));
  const saving = createSaving(words.saved);
  const steps = createSaving(words.saved);
  /** The lines of the version last loaded, by id in order: a removed or moved row makes the note dirty too. */
  const $savedIds = atom<string[]>([]);
  const $focus = atom<NoteFocus | null>(null);
  const owner = options.owner ?? (() => $session.get()?.profile.user_id ?? null);
  const kept = createKeptDrafts(assignmentId, owner, options.storage);
  const usual = createUsualPrices(assignmentId, calls);
  /** A draft kept from a failed save, offered back with when it was kept; null when none waits. */
  const $restoreOffer = atom<{ kept_at: string } | null>(null);
  /** Submit waits for the assessor to confirm the parts priced far above their usual price. */
  const $confirmSubmit = atom(false);
  const refreshShared = options.assignment ? refreshAssignment(options.assignment, assignmentId) : () => undefined;
  let asked = 0;
  const focus = (to: 'heading' | 'picker' | 'restore' | { row: string }) => {
    asked += 1;
    $focus.set(typeof to === 'string' ? { to, n: asked } : { to: 'row', key: to.row, n: asked });
  };

  const show = (shown: AssessmentNote) => {
    note.set(shown);
    $defaultRate.set(shown.default_labour_rate);
    $vat.set(shown.totals.vat_basis_points);
    $savedIds.set(shown.lines.map((line) => line.id));
    rows.load(shown.lines);
    void usual.ask(shown.lines.map((line) => line.item_guid));
  };
  /** The rows as typed, kept in this browser when a save of them failed. */
  const keepRows = () => {
    const shown = note.data();
    if (shown)
      kept.keep(
        shown.version_no,
        rows.$rows.get().map((row) => ({ ...row.$draft.get() })),
      );
  };

  const $totals = computed([rows.$rows, rows.$tick, $vat], (list, _tick, vat) =>
    noteTotals(
      list.map((row) => row.$check.get().priced),
      vat,
    ),
  );
  const $dirty = computed([rows.$rows, rows.$tick, $savedIds], (list, _tick, saved) => {
    if (list.length !== saved.length) return true;
    return list.some((row, index) => row.saved?.id !== saved[index] || row.$dirty.get());
  });
  /** Rows with a field typed wrong, by position: the save waits for them. */
  const $faulty = computed([rows.$rows, rows.$tick], (list) =>
    list.flatMap((row, index) => (row.$check.get().line ? [] : [index])),
  );

  /** Someone changed the note first: the note as it is now is kept for its version, and the words say who. */
  const conflictWords = (error: unknown, template: string) => {
    if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
    const current = error.current;
    const fresh =
      typeof current === 'object' && current !== null && 'lines' in current ? (current as AssessmentNote) : null;
    const by = error.params?.changed_by;
    const at = error.params?.changed_at;
    const text = conflictMessage(
      { current: fresh, changedBy: typeof by === 'string' ? by : null, changedAt: typeof at === 'string' ? at : null },
      template,
      words.someone,
    );
    return { fresh, text };
  };

  /** Rows whose part price is far above the organisation's usual price for the part, with that price. */
  const $flagged = computed([rows.$rows, rows.$tick, usual.$prices], (list, _tick, prices) =>
    list.flatMap((row) => {
      const price = usualPriceAbove(row, prices);
      return price ? [{ key: row.key, part_name: row.$draft.get().part_name, usual: price.median }] : [];
    }),
  );

  const saveRows = () =>
    saving.save(async () => {
      const shown = note.data();
      if (!shown) return undefined;
      const checked = rows.$rows.get().map((row) => row.$check.get().line);
      if (checked.some((line) => line === null)) throw new Error(words.fixFields);
      try {
        const saved = await calls.saveLines(
          assignmentId,
          checked.filter((line) => line !== null),
          shown.version,
        );
        kept.forget(shown.version_no);
        $restoreOffer.set(null);
        show(saved);
        focus('heading');
        return saved;
      } catch (error) {
        // A refusal of a field is there to be fixed on the page; anything else (no network, someone
        // saved first, the server failed) may outlast the page, so what was typed is kept.
        if (!(error instanceof ApiError && error.status === 400)) keepRows();
        const conflict = conflictWords(error, words.conflictKept);
        if (!conflict) throw error;
        // The rows stay as typed; the next save goes on the version the server has now.
        if (conflict.fresh) note.set(conflict.fresh);
        throw new Error(conflict.text);
      }
    });

  /** One step of the note's life on the version shown; a conflict shows the note as it is now instead. */
  const step = (call: (version: number) => Promise<AssessmentNote>) =>
    steps.save(async () => {
      const shown = note.data();
      if (!shown) return undefined;
      try {
        const changed = await call(shown.version);
        show(changed);
        focus('heading');
        // The step may have moved the assignment's status (submitted, approved): its badge follows.
        refreshShared();
        return changed;
      } catch (error) {
        const conflict = conflictWords(error, words.conflictNothing);
        if (!conflict) throw error;
        if (conflict.fresh) show(conflict.fresh);
        throw new Error(conflict.text);
      }
    });

  return {
    note,
    rows,
    saving,
    steps,
    $defaultRate,
    $totals,
    $dirty,
    $faulty,
    $focus,
    $flagged,
    $restoreOffer,
    $confirmSubmit,
    $usualPrices: usual.$prices,
    addPart: (item_guid: string, part_name: string) => {
      void usual.ask([item_guid]);
      return rows.add(item_guid, part_name);
    },
    /** A part is on one line of a note at most: its quantity counts the pieces. */
    hasPart: (item_guid: string) => rows.$rows.get().some((row) => row.$draft.get().item_guid === item_guid),
    removeRow(key: string) {
      const list = rows.$rows.get();
      const next = list[list.findIndex((row) => row.key === key) + 1];
      rows.remove(key);
      focus(next ? { row: next.key } : 'picker');
    },
    save: saveRows,
    /**
     * Saves what is typed first, when anything is, then submits the saved note. A part priced far
     * above its usual price asks first: `confirmed` is the assessor's yes.
     */
    async submit(confirmed = false) {
      if (!confirmed && $flagged.get().length > 0) {
        $confirmSubmit.set(true);
        return;
      }
      $confirmSubmit.set(false);
      if ($dirty.get() && !(await saveRows())) return;
      await step((version) => calls.submitNote(assignmentId, version));
    },
    approve: () => step((version) => calls.approveNote(assignmentId, version)),
    returnWith: (reason: string) => step((version) => calls.returnNote(assignmentId, reason, version)),
    /** Asks for the heading again: a dialog that just closed gave focus back to the button it came from. */
    focusHeading: () => focus('heading'),
    supplement: () => step((version) => calls.supplementNote(assignmentId, version)),
    keepSubmitWaiting: () => $confirmSubmit.set(false),
    /** Shows the rows kept from a failed save instead of the saved ones; they are saved as any typing is. */
    restore() {
      const shown = note.data();
      const draft = shown && kept.read(shown.version_no);
      $restoreOffer.set(null);
      if (!shown || !draft) return;
      rows.restore(draft.rows, shown.lines);
      void usual.ask(draft.rows.map((row) => row.item_guid));
      focus('heading');
    },
    discardKept() {
      const shown = note.data();
      if (shown) kept.forget(shown.version_no);
      $restoreOffer.set(null);
      focus('heading');
    },
    /** Forgets what was typed and shows the note as the server has it. */
    reload: () => {
      saving.clear();
      void note.load().then(() => {
        const shown = note.data();
        if (shown) show(shown);
      });
    },
    enter() {
      void note.load().then(() => {
        const shown = note.data();
        if (!shown) return;
        show(shown);
        const draft = shown.allowed.edit ? kept.read(shown.version_no) : null;
        if (draft) {
          $restoreOffer.set({ kept_at: draft.kept_at });
          focus('restore');
        }
      });
    },
    exit() {
      note.exit();
      rows.stop();
    },
  };
}

export type NotePage = ReturnType<typeof createNotePage>;
