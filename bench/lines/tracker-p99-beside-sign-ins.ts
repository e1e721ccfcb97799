import { existsSync } from 'node:fs';
import { AppError } from '../../server/errors.ts';
import { hashPassword } from '../../server/features/auth/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { atFixedRate, median, startServer, type RateResult, type StartedServer } from '../load.ts';
import { SECONDS } from '../settings.ts';
import { BESIDE_RATE, LOGIN_RATE, loginsAtRate, trackerAtRate } from '../steady-loads.ts';

const BESIDE_ROUNDS = 5;

/**
 * Sign-ins must never take the event loop's core: tracker lookups at a fixed 1,000/s alone, then
 * beside 100 sign-ins/s (both open loop), in five rounds: the median p99 beside against the median
 * p99 alone (one round's own pair swings with this VM's stalls either way).
 * Twice: with the database on tmpfs, which isolates the server, and on this machine's disk, where
 * each sign-in's writes and the checkpoints' fsyncs reach the VM's virtual disk.
 */
export async function trackerP99BesideLogins(app: StartedServer): Promise<void> {
  const onTmpfs = existsSync('/dev/shm')
    ? await startServer('bench/serve-app.ts', { env: { BENCH_TMP: '/dev/shm', BENCH_ASSIGNMENTS: '0' } })
    : null;
  try {
    if (onTmpfs) await besideSignIns(onTmpfs.port, 'tmpfs');
  } finally {
    onTmpfs?.child.kill();
  }
  await besideSignIns(app.port, 'disk, beside 100,000 assignments');
}

async function besideSignIns(port: number, where: string): Promise<void> {
  await loginsAtRate(port, LOGIN_RATE / 2, 2);
  const rounds: { alone: RateResult; beside: RateResult; logins: RateResult }[] = [];
  for (let round = 0; round < BESIDE_ROUNDS; round++) {
    const alone = await trackerAtRate(port);
    const [beside, logins] = await Promise.all([trackerAtRate(port), loginsAtRate(port, LOGIN_RATE, 2 * SECONDS)]);
    rounds.push({ alone, beside, logins });
  }
  const list = (pick: (r: (typeof rounds)[number]) => number, digits = 1) =>
    rounds.map((r) => pick(r).toFixed(digits)).join(', ');
  const besideP99 = median(rounds.map((r) => r.beside.p99Ms));
  const aloneP99 = median(rounds.map((r) => r.alone.p99Ms));
  console.log(
    `tracker-p99-beside-${LOGIN_RATE}-logins-per-s-vs-alone (database on ${where}): ${(besideP99 / aloneP99).toFixed(2)}x ` +
      `(median tracker p99 at ${BESIDE_RATE}/s of ${BESIDE_ROUNDS} rounds: ${besideP99.toFixed(1)} ms beside, ${aloneP99.toFixed(1)} ms alone; ` +
      `by round ${list((r) => r.beside.p99Ms)} ms beside, ${list((r) => r.alone.p99Ms)} ms alone; ` +
      `logins answered ${list((r) => r.logins.answered / (2 * SECONDS), 0)}/s, p99 ${list((r) => r.logins.p99Ms, 0)} ms, ` +
      `${list((r) => r.logins.refused, 0)} refused; ` +
      `the generator itself up to ${list((r) => r.beside.sendLateMaxMs, 0)} ms late beside; ` +
      `${rounds.reduce((n, r) => n + r.alone.errors + r.beside.errors + r.logins.errors, 0)} errors; target <= 1.5x with login p99 <= 250 ms)`,
  );
}

/**
 * Tracker lookups beside 100 bare hashes/s on threads like the server's (in this process), which
 * isolates the hashing from the rest of a sign-in.
 */
export async function trackerP99BesideBareHashes(app: StartedServer): Promise<void> {
  // A full queue refuses with 503 (AppError service_unavailable): counted, not thrown out of the bench.
  let hashesRefused = 0;
  const hashesAtRate = (perSecond: number, seconds: number) =>
    atFixedRate(perSecond, seconds, () =>
      hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'service_unavailable')) throw error;
        hashesRefused++;
      }),
    );
  for (let round = 0; round < 3; round++) {
    const alone = await trackerAtRate(app.port);
    hashesRefused = 0;
    const [besideHashes] = await Promise.all([trackerAtRate(app.port), hashesAtRate(LOGIN_RATE, 2 * SECONDS)]);
    console.log(
      `tracker-p99-beside-${LOGIN_RATE}-bare-hashes-per-s-vs-alone: ${(besideHashes.p99Ms / alone.p99Ms).toFixed(2)}x ` +
        `(p99 ${besideHashes.p99Ms.toFixed(1)} ms beside the hashing threads, ${alone.p99Ms.toFixed(1)} ms alone: ` +
        `what the hashing itself costs the event loop; ` +
        `${hashesRefused} hashes refused by a full queue)`,
    );
  }
}
