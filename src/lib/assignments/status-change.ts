import { atom } from 'nanostores';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { ApiError } from '../api/api-error.ts';
import { interpolate } from '../interpolate.ts';
import type { Loader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { changeStatus } from './api.ts';
import { explainFailure, FAILURE_KEYS } from './failure.ts';

export const STATUS_CHANGE_KEYS = [
  'actions.saved',
  'actions.chooseStatus',
  'actions.choiceGone',
  'actions.notAllowed',
  'actions.nothing',
  ...FAILURE_KEYS,
] as const;
export type StatusChangeWords = Record<(typeof STATUS_CHANGE_KEYS)[number], string>;

/** The request fields the status form shows beside their inputs (the reason's dialog is closed by then: its refusal is the form's). */
const FIELDS = ['status_code', 'note'] as const;

/**
 * The status change of the assignment shown: it starts on no choice and offers only the statuses
 * the assignment may move to next; cancelling and reopening ask first, with a reason. The change
 * is made on the version shown; when someone else changed the assignment first, the page shows it
 * as it is now, says who and when, and keeps the choice (while still possible) and the note.
 */
export function createStatusChange(assignment: Loader<AssignmentDetail>, words: StatusChangeWords) {
  const $chosen = atom('');
  const $note = atom('');
  /** True while the confirmation of a cancelling or a reopening is open. */
  const $asking = atom(false);
  const saving = createSaving(words['actions.saved'], FIELDS);

  const nameOf = (code: string) => assignment.data()?.statuses.find((s) => s.code === code)?.name ?? code;
  /** The move chosen, when it is still one the assignment may make. */
  const move = () => assignment.data()?.next_statuses.find((s) => s.code === $chosen.get());

  const explain = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'transition_not_allowed') {
      const allowed = Array.isArray(error.params?.allowed) ? error.params.allowed : [];
      const names = allowed.map((code) => nameOf(String(code))).join(', ');
      return interpolate(words['actions.notAllowed'], { allowed: names || words['actions.nothing'] });
    }
    const chosen = $chosen.get();
    let gone = false;
    const text = explainFailure(error, words, (current) => {
      assignment.set(current);
      gone = chosen !== '' && !current.next_statuses.some((s) => s.code === chosen);
      if (gone) $chosen.set('');
    });
    return gone ? `${text} ${interpolate(words['actions.choiceGone'], { status: nameOf(chosen) })}` : text;
  };

  /** Sends the change (with the reason the confirmation asked for); true when it was made. */
  const save = async (reason?: string): Promise<boolean> => {
    const detail = assignment.data();
    if (!detail) return false;
    const change = { status_code: $chosen.get(), note: $note.get(), ...(reason ? { reason } : {}) };
    const updated = await saving.save(async () => {
      try {
        return await changeStatus(detail.id, change, detail.version);
      } catch (error) {
        const text = explain(error);
        throw error instanceof Error && text === error.message ? error : new Error(text);
      }
    });
    if (!updated) return false;
    $chosen.set('');
    $note.set('');
    assignment.set(updated);
    return true;
  };

  return {
    $chosen,
    $note,
    $asking,
    saving,
    move,
    nameOf,
    /**
     * The form's button: without a choice it says so beside the status field ('choose'); a plain
     * step is saved at once ('saved' or 'refused'); a cancelling or reopening asks first ('asking').
     */
    async submit(): Promise<'choose' | 'asking' | 'saved' | 'refused'> {
      const chosen = move();
      saving.clear();
      if (!chosen) {
        saving.$fields.set({ status_code: words['actions.chooseStatus'] });
        return 'choose';
      }
      if (chosen.kind !== 'step') {
        $asking.set(true);
        return 'asking';
      }
      return (await save()) ? 'saved' : 'refused';
    },
    /** The confirmation's button: the change with its reason; the confirmation closes either way. */
    async confirm(reason: string): Promise<boolean> {
      const saved = await save(reason);
      $asking.set(false);
      return saved;
    },
    cancel() {
      $asking.set(false);
    },
  };
}

export type StatusChange = ReturnType<typeof createStatusChange>;
