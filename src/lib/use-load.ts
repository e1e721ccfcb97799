import { useCallback, useEffect, useState } from 'react';
import { ensureSession } from './auth/ensure-session.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * Loads what a staff island shows once the session is there (after mount, so hydration matches),
 * again whenever `key` changes; `reload` loads again, `set` replaces the data with an action's answer.
 */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    void ensureSession()
      .then(() => load())
      .then((data) => current && setLoaded({ state: 'ready', data }))
      .catch(
        (error: unknown) =>
          current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
    // `key` stands for what `load` depends on: callers pass a new closure on every render.
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, reload, set };
}
