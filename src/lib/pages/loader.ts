import { atom, type ReadableAtom } from 'nanostores';
import { fieldProblems } from '../api/field-problems.ts';
import { ensureSession } from '../auth/ensure-session.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string; fields: Record<string, string> };

export interface Loader<T> {
  $loaded: ReadableAtom<Loaded<T>>;
  /** Loads (again): the page shows it is loading until the answer, and only the newest answer counts. */
  load(): Promise<void>;
  /** Replaces what is shown with an action's answer. */
  set(data: T): void;
  /** The data shown, or undefined while there is none. */
  data(): T | undefined;
  /** Stops waiting: an answer that arrives after the page is left is dropped. */
  exit(): void;
}

/**
 * What a staff page shows from the API: loaded once the session is there (a new tab signs itself
 * in from the refresh cookie first), so every call carries the person's token.
 */
export function createLoader<T>(fetch: () => Promise<T>): Loader<T> {
  const $loaded = atom<Loaded<T>>({ state: 'loading' });
  let round = 0;
  const load = async () => {
    const mine = ++round;
    $loaded.set({ state: 'loading' });
    try {
      await ensureSession();
      const data = await fetch();
      if (mine === round) $loaded.set({ state: 'ready', data });
    } catch (error) {
      if (mine === round)
        $loaded.set({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          fields: fieldProblems(error),
        });
    }
  };
  const data = () => {
    const now = $loaded.get();
    return now.state === 'ready' ? now.data : undefined;
  };
  return {
    $loaded,
    load,
    set: (data) => $loaded.set({ state: 'ready', data }),
    data,
    exit: () => {
      round++;
    },
  };
}
