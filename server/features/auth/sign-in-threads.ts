import type { AppConfig } from '../../config.ts';
import { isInMemory } from '../../db/database.ts';
import { LowPriorityPool } from '../../workers/low-priority-pool.ts';
import type { ThreadPriority } from '../../workers/thread-priority.ts';
import type { PasswordSignInInput, SignInOutcome } from './password-sign-in.ts';

/** What a sign-in thread opens once: its own database connection and the id-token key. */
export interface SignInThreadSetup {
  databaseUrl: string;
  /** PostgreSQL only: the schema the app works in (tests give each file its own). */
  databaseSchema?: string | undefined;
  tokenSecret: string;
  publicOrigin: string;
}

export interface SignInJob {
  input: PasswordSignInInput;
  /** The app's clock at the request: blocks, expiries and tokens count from it, as on the event loop. */
  now: string;
}

export interface SignInThreads {
  signIn(input: PasswordSignInInput, now: Date): Promise<SignInOutcome>;
  close(): Promise<void>;
  /** Sign-ins the threads have answered. */
  readonly completed: number;
  /** Sign-ins waiting for a free thread. */
  readonly waiting: number;
}

/**
 * Password sign-ins run whole on low-priority threads, each with its own database connection:
 * the argon2 verification and the eleven queries, the session rows and the token around it. With
 * only the hash off the event loop, each sign-in still took ~1.5 ms of its CPU in pieces up to a
 * millisecond, and the bench measured the tracker's p99 doubling beside 100 sign-ins a second; a
 * sign-in now costs the event loop little more than reading the request and writing the answer.
 * The threads run at a lower priority than the event loop (LOW_PRIORITY in server/workers/thread-priority.ts).
 *
 * A SQLite write of a thread that the kernel pauses holds the write lock meanwhile; an event-loop
 * write then waits in SQLite's busy handler, which sleeps and so hands the core to that thread.
 */
export function startSignInThreads(
  setup: SignInThreadSetup,
  size?: number | undefined,
  priority?: ThreadPriority,
): SignInThreads {
  const pool = new LowPriorityPool<SignInJob, SignInOutcome>(new URL('./sign-in-worker.ts', import.meta.url), {
    setup,
    size,
    priority,
  });
  return {
    signIn: (input, now) => pool.run({ input, now: now.toISOString() }),
    close: () => pool.close(),
    get completed() {
      return pool.completed;
    },
    get waiting() {
      return pool.waiting;
    },
  };
}

/** The server's sign-in threads; none for an in-memory database, which no other thread can open. */
export function signInThreadsFor(config: AppConfig, priority?: ThreadPriority): SignInThreads | undefined {
  if (isInMemory(config.databaseUrl)) return undefined;
  return startSignInThreads(
    { databaseUrl: config.databaseUrl, tokenSecret: config.tokenSecret, publicOrigin: config.publicOrigin },
    undefined,
    priority,
  );
}
