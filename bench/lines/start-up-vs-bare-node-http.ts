import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median } from '../load.ts';

// Each start is measured three times; the median is shown with the range.
const STARTS = 3;
const START_LIMIT_MS = 60_000;

interface Start {
  /** From spawning the process to its first 200 answer. */
  firstAnswerMs: number;
  /** The process's resident memory once it has answered, in MB. */
  rssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Spawns a server the way `npm start` does and waits for its first 200 on `path`. */
async function startOnce(args: string[], env: Record<string, string>, path: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, { stdio: 'ignore', env: { ...process.env, ...env, PORT: String(port) } });
  try {
    while (performance.now() - began < START_LIMIT_MS) {
      const answered = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) {
        const firstAnswerMs = performance.now() - began;
        return { firstAnswerMs, rssMb: residentMb(child.pid!) };
      }
      if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with ${child.exitCode} before answering`);
      await sleep(5);
    }
    throw new Error(`${args.at(-1)} did not answer within ${START_LIMIT_MS / 1000} s`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

async function starts(args: string[], env: Record<string, string>, path: string): Promise<Start[]> {
  const runs: Start[] = [];
  for (let i = 0; i < STARTS; i++) runs.push(await startOnce(args, env, path));
  return runs;
}

const summary = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;

/**
 * Start-up and memory: `npm start`'s server in production on a migrated SQLite file, from spawn
 * to its first /api/health answer and its resident memory then, beside a bare `node:http` server
 * started the same way (the same Node, the same flags).
 */
export async function startUpVsBareNodeHttp(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'claims-start-'));
  const env = {
    APP_ENV: 'production',
    TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-the-check',
    DATABASE_URL: `sqlite:${join(dir, 'start.sqlite')}`,
    LOG_LEVEL: 'warn',
  };
  const flags = ['--max-semi-space-size=32'];
  try {
    // The first start migrates the empty file; the measured ones start on it as a restart would.
    await startOnce([...flags, 'server/index.ts'], env, '/api/health');
    const app = await starts([...flags, 'server/index.ts'], env, '/api/health');
    const bare = await starts([...flags, 'bench/serve-bare.ts'], {}, '/');
    const appMs = app.map((s) => s.firstAnswerMs);
    const bareMs = bare.map((s) => s.firstAnswerMs);
    const appMb = app.map((s) => s.rssMb);
    const bareMb = bare.map((s) => s.rssMb);
    console.log(
      `start-up-vs-bare-node-http: ${(median(appMs) / median(bareMs)).toFixed(2)}x ` +
        `(first answer after ${summary(appMs, 0)} ms, bare node:http ${summary(bareMs, 0)} ms; median of ${STARTS} starts)`,
    );
    console.log(
      `memory-after-start-vs-bare-node-http: ${(median(appMb) / median(bareMb)).toFixed(2)}x ` +
        `(resident ${summary(appMb, 0)} MB after the first answer, bare node:http ${summary(bareMb, 0)} MB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
