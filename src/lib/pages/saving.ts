import { atom, type WritableAtom } from 'nanostores';
import { showSnack } from '../stores/messages.ts';

export interface Saving {
  /** True while a save runs: the form's buttons wait. */
  $busy: WritableAtom<boolean>;
  /** The last refusal, in words to show beside the form ('' when there is none). */
  $problem: WritableAtom<string>;
  /** Runs one save; a refusal is kept in `$problem` and the result is undefined. */
  save<T>(action: () => Promise<T>): Promise<T | undefined>;
}

/**
 * A form's save, as stores: while it runs the form is busy, a refusal is kept to show beside the
 * form (the server's message names the field), and success is announced by the snack bar when
 * the save has a message for it.
 */
export function createSaving(savedMessage?: string): Saving {
  const $busy = atom(false);
  const $problem = atom('');
  const save = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    $busy.set(true);
    $problem.set('');
    try {
      const result = await action();
      if (savedMessage) showSnack('success', savedMessage);
      return result;
    } catch (error) {
      $problem.set(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      $busy.set(false);
    }
  };
  return { $busy, $problem, save };
}
