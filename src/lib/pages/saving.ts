import { atom, type WritableAtom } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { showSnack } from '../stores/messages.ts';

export interface Saving {
  /** True while a save runs: the form's buttons wait. */
  $busy: WritableAtom<boolean>;
  /** The last refusal, in words to show beside the form ('' when there is none, or when every fault is beside its field). */
  $problem: WritableAtom<string>;
  /** The last refusal's message for each field it names, to show beside that field (empty when none is named). */
  $fields: WritableAtom<Record<string, string>>;
  /** Runs one save; a refusal is kept in `$problem` and `$fields`, and the result is undefined. */
  save<T>(action: () => Promise<T>): Promise<T | undefined>;
  /** Forgets the last refusal (the form was opened anew, or the page checked it before sending). */
  clear(): void;
}

/**
 * A form's save, as stores: while it runs the form is busy, a refusal is kept to show beside the
 * form and beside each field it names, and success is announced by the snack bar when the save
 * has a message for it. A form that lists its inputs (`fields`) gets in `$problem` only what names
 * none of them; one that does not gets every named field in `$fields` and sorts them itself
 * (generalProblem, messageFor).
 */
export function createSaving(savedMessage?: string, fields: readonly string[] = []): Saving {
  const $busy = atom(false);
  const $problem = atom('');
  const $fields = atom<Record<string, string>>({});
  const refused = (error: unknown) => {
    const named = fieldProblems(error);
    const message = error instanceof Error ? error.message : String(error);
    if (fields.length === 0) {
      $fields.set(named);
      $problem.set(message);
      return;
    }
    const shown = Object.fromEntries(Object.entries(named).filter(([field]) => fields.includes(field)));
    $fields.set(shown);
    if (Object.keys(shown).length === 0) {
      $problem.set(message);
      return;
    }
    const rest = error instanceof ApiError ? error.problems.filter((p) => !(p.field in shown)) : [];
    $problem.set([...new Set(rest.map((p) => p.message))].join(' '));
  };
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
      refused(error);
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
