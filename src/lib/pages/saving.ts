import { atom, type WritableAtom } from 'nanostores';
import { fieldProblems } from '../api/field-problems.ts';
import { showSnack } from '../stores/messages.ts';

export interface Saving {
  /** True while a save runs: the form's buttons wait. */
  $busy: WritableAtom<boolean>;
  /** The last refusal, in words to show beside the form ('' when there is none). */
  $problem: WritableAtom<string>;
  /** The last refusal's message for each field it names, to show beside that field (empty when none is named). */
  $fields: WritableAtom<Record<string, string>>;
  /** Runs one save; a refusal is kept in `$problem` and `$fields`, and the result is undefined. */
  save<T>(action: () => Promise<T>): Promise<T | undefined>;
  /** Forgets the last refusal (a form opened afresh). */
  clear(): void;
}

/**
 * A form's save, as stores: while it runs the form is busy, a refusal is kept to show beside the
 * form and beside each field it names, and success is announced by the snack bar when the save
 * has a message for it.
 */
export function createSaving(savedMessage?: string): Saving {
  const $busy = atom(false);
  const $problem = atom('');
  const $fields = atom<Record<string, string>>({});
  const clear = () => {
    $problem.set('');
    $fields.set({});
  };
  const save = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    $busy.set(true);
    clear();
    try {
      const result = await action();
      if (savedMessage) showSnack('success', savedMessage);
      return result;
    } catch (error) {
      $fields.set(fieldProblems(error));
      $problem.set(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      $busy.set(false);
    }
  };
  return { $busy, $problem, $fields, save, clear };
}

/**
 * What a form shows under itself for a refusal: all of it when it names no field, otherwise the
 * messages of the fields the form has no input for (those beside an input are shown there).
 */
export function generalProblem(problem: string, fields: Record<string, string>, shown: readonly string[]): string {
  const named = Object.entries(fields);
  if (named.length === 0) return problem;
  return named
    .filter(([field]) => !shown.some((input) => within(field, input)))
    .map(([, message]) => message)
    .join(' ');
}

/** Whether a field the server names (`entries.2`) belongs to an input of the form (`entries`). */
const within = (field: string, input: string) => field === input || field.startsWith(`${input}.`);

/** The message beside one input: the refusal of that field or of a part of it (one line of a list). */
export function messageFor(fields: Record<string, string>, input: string): string | undefined {
  return Object.entries(fields).find(([field]) => within(field, input))?.[1];
}
