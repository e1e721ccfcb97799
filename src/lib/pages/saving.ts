import { atom, type WritableAtom } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { showSnack } from '../stores/messages.ts';

export interface Saving {
  /** True while a save runs: the form's buttons wait. */
  $busy: WritableAtom<boolean>;
  /** The last refusal, in words to show beside the form ('' when there is none, or when every fault is beside its field). */
  $problem: WritableAtom<string>;
  /** The last refusal's message for each field the form shows, to show beside that field. */
  $fields: WritableAtom<Record<string, string>>;
  /** Runs one save; a refusal is kept in `$problem` and `$fields` and the result is undefined. */
  save<T>(action: () => Promise<T>): Promise<T | undefined>;
  /** Forgets the last refusal (the form was opened anew, or the page checked it before sending). */
  clear(): void;
}

/**
 * A form's save, as stores: while it runs the form is busy, a refusal is kept to show beside the
 * form, and success is announced by the snack bar when the save has a message for it. A refusal
 * that names fields the form shows (`fields`) puts each message beside its field, and only what
 * names none of them stays as the form's own message.
 */
export function createSaving(savedMessage?: string, fields: readonly string[] = []): Saving {
  const $busy = atom(false);
  const $problem = atom('');
  const $fields = atom<Record<string, string>>({});
  const refused = (error: unknown) => {
    const shown = Object.fromEntries(Object.entries(fieldProblems(error)).filter(([field]) => fields.includes(field)));
    $fields.set(shown);
    if (Object.keys(shown).length === 0) {
      $problem.set(error instanceof Error ? error.message : String(error));
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
