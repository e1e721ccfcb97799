import { randomBytes } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import type { Clock } from '../../clock.ts';
import { openDatabase } from '../../db/database.ts';
import { hashingOnThisThread } from '../../workers/hash-job.ts';
import { createIdTokenService } from './id-token.ts';
import { lowPriorityJobs } from '../../workers/low-priority-job.ts';
import { ARGON2_PARAMS, hashPassword } from './password-hash.ts';
import { passwordSignIn, type SignInDeps, type SignInOutcome } from './password-sign-in.ts';
import type { SignInJob, SignInThreadSetup } from './sign-in-threads.ts';

/**
 * One sign-in thread (see sign-in-threads.ts): its own connection to the app's database, hashing
 * on this same thread, and the app's clock as of each request.
 */
const { setup } = workerData as { setup: SignInThreadSetup };
// One query at a time per thread; SQLite's checkpoints stay with the app's checkpoint thread.
const database = openDatabase(setup.databaseUrl, {
  maxConnections: 2,
  checkpointThread: false,
  schema: setup.databaseSchema,
});
let requestTime = new Date();
const clock: Clock = { now: () => requestTime };
const deps: SignInDeps = {
  db: database.db,
  clock,
  idTokens: createIdTokenService({ secret: setup.tokenSecret, issuer: setup.publicOrigin, clock }),
  hashing: hashingOnThisThread,
  dummyHash: hashPassword(randomBytes(16).toString('hex'), ARGON2_PARAMS, hashingOnThisThread),
};

/**
 * The pool ends this thread without notice (after its job); its connection closes with it, and
 * SQLite's write-ahead log stays whole, as after any crash.
 */
export default lowPriorityJobs<SignInJob, SignInOutcome>(async (job) => {
  requestTime = new Date(job.now);
  return passwordSignIn(deps, job.input);
});
