import type { TestEngine } from './engines.ts';

/**
 * Where a password sign-in runs: the server signs in on sign-in threads (any database another
 * thread can open); an app on an in-memory database signs in on its event loop. Both must answer
 * alike, so the sign-in tests run in both places on each engine they are given.
 */
export function signInPlaces(engines: readonly TestEngine[]) {
  return engines.flatMap((engine) => [
    { engine, signInThreads: false, name: `${engine.name}, on the event loop` },
    { engine, signInThreads: true, name: `${engine.name}, on sign-in threads` },
  ]);
}
