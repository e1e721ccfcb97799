import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { HashJob } from './hash-job.ts';
import { LowPriorityPool, MAX_WAITING_JOBS } from './low-priority-pool.ts';

/** Each thread of this process: its nice value and scheduling policy (fields 19 and 41 of stat). */
function threads(): { nice: number; policy: number }[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
    return { nice: Number(after[16]), policy: Number(after[38]) };
  });
}
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;
// Nice 5 under the normal policy: below the event loop, yet with a share beside other busy programs
// (SCHED_IDLE threads got almost none: sign-ins starved on a busy machine).
const lowered = () => threads().filter((t) => t.nice === 5 && t.policy === SCHED_OTHER).length;

// Cheap parameters: these tests are about the threads, not the hash's strength.
const LIGHT = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
const pools: LowPriorityPool<HashJob, string | boolean>[] = [];
const newPool = (size: number) => {
  const pool = new LowPriorityPool<HashJob, string | boolean>(new URL('./hash-worker.ts', import.meta.url), { size });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the password-hashing threads', () => {
  it('hash and verify off the event loop, at nice 5 under the normal policy (not SCHED_IDLE)', async () => {
    const lowBefore = lowered();
    const eventLoopBefore = threads()[0];
    const pool = newPool(2);
    const stored = String(await pool.run({ kind: 'hash', password: 'Safe-Claims-2026!', options: LIGHT }));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // Two jobs at once, so each thread answers one: a thread lowers itself before its first job,
    // and one still starting up may not have yet (CI once counted one of two).
    const [right, wrong] = await Promise.all([
      pool.run({ kind: 'verify', password: 'Safe-Claims-2026!', stored }),
      pool.run({ kind: 'verify', password: 'safe-claims-2026!', stored }),
    ]);
    expect(right).toBe(true);
    expect(wrong).toBe(false);
    // Both threads lowered themselves (nice 5, normal policy); the event loop's thread did not.
    expect(lowered() - lowBefore).toBe(2);
    expect(threads().filter((t) => t.policy === SCHED_IDLE)).toEqual([]);
    expect(threads()[0]).toEqual(eventLoopBefore);
  });

  it('answers a malformed stored hash with an error, and keeps working', async () => {
    const pool = newPool(1);
    await expect(
      pool.run({ kind: 'verify', password: 'x', stored: '$argon2id$v=19$m=19456,t=2,p=1$$' }),
    ).rejects.toThrow();
    expect(String(await pool.run({ kind: 'hash', password: 'x', options: LIGHT }))).toMatch(/^\$argon2id\$/);
  });

  it(`refuses at once with 503 when ${MAX_WAITING_JOBS} sign-ins already wait`, async () => {
    const pool = newPool(1);
    const accepted = Array.from({ length: MAX_WAITING_JOBS + 1 }, () =>
      pool.run({ kind: 'hash', password: 'x', options: LIGHT }),
    );
    const refused = pool.run({ kind: 'hash', password: 'x', options: LIGHT });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'service_unavailable', status: 503 });
    // Everything accepted is done, none lost.
    const done = await Promise.all(accepted);
    expect(done.every((h) => String(h).startsWith('$argon2id$'))).toBe(true);
  });
});
