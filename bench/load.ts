import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';

/**
 * The V8 flags `npm start` gives the server (package.json): a young generation of up to 32 MB per
 * half, so the garbage of busy seconds dies young instead of being promoted into pauses of the
 * old generation (at 5,000 lookups/s those pauses filled the p99 in one round of two).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface StartedServer {
  port: number;
  child: ChildProcess;
}

/** Starts a server script as a child process and resolves with its port once it prints it. */
export function startServer(
  script: string,
  options: { nodeFlags?: string[]; env?: Record<string, string> } = {},
): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeFlags ?? SERVER_NODE_FLAGS), script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...options.env },
    });
    // The app seeds 100,000 assignments before it listens: give it two minutes.
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), child });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** How many answers had each HTTP status (0 for a connection that failed). */
  statuses: Record<number, number>;
}

/**
 * Sends GET requests over keep-alive connections for a fixed time, `connections` at once, to a
 * server on loopback only. Bounded in time; never retries.
 */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export async function load(
  port: number,
  path: string,
  options: {
    seconds: number;
    connections: number;
    request?: LoadRequest;
    next?: () => { path: string; request?: LoadRequest };
  },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const deadline = performance.now() + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const statuses: Record<number, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const one = async () => {
    const started = performance.now();
    // A mixed load picks each request as it goes; a plain one repeats the same.
    const target = options.next?.() ?? { path, request: options.request };
    const status = await requestOnce(port, agent, target.path, target.request);
    count(status);
    if (status === 0 || status >= 400) errors++;
    if (status !== 0) latencies.push(performance.now() - started);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    errors,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses,
  };
}

export interface RateResult {
  /** Requests sent per second (what was asked for, unless the generator fell behind). */
  sentPerSecond: number;
  answered: number;
  /** Failures other than refusals: connections that failed, answers of 400 and above but 503. */
  errors: number;
  /** 503s: the server said it was busy (a full sign-in queue) and to try again. */
  refused: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the generator itself sent its requests (its own stalls, or the machine's): p99, max. */
  sendLateP99Ms: number;
  sendLateMaxMs: number;
}

/**
 * An open-loop load: requests leave at a fixed rate whatever the answers do, and each latency is
 * counted from when its request was due, not from when a connection was free, so a server that
 * stalls is charged for the requests that queued behind the stall (no coordinated omission).
 * `connections` keep-alive sockets carry them; more at once wait for a socket, on the clock.
 */
export async function loadAtRate(
  port: number,
  path: string,
  options: { perSecond: number; seconds: number; connections: number; request?: LoadRequest },
): Promise<RateResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  let refused = 0;
  const send = async (due: number) => {
    lateness.push(performance.now() - due);
    const status = await requestOnce(port, agent, path, options.request);
    // A refusal is quick by design: counted apart, it neither fails the run nor flatters the latencies.
    if (status === 503) refused++;
    else if (status === 0 || status >= 400) errors++;
    if (status !== 0 && status !== 503) latencies.push(performance.now() - due);
  };
  const { sentPerSecond } = await atFixedRate(options.perSecond, options.seconds, send);
  agent.destroy();
  return {
    sentPerSecond,
    answered: latencies.length,
    errors,
    refused,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
    sendLateP99Ms: percentile(lateness, 0.99),
    sendLateMaxMs: percentile(lateness, 1),
  };
}

/**
 * Starts `perSecond * seconds` jobs on a fixed schedule, whatever the earlier ones are doing, each
 * given the moment it was due; resolves when all have finished, with the rate they were started at.
 */
export async function atFixedRate(
  perSecond: number,
  seconds: number,
  start: (due: number) => Promise<unknown>,
): Promise<{ sentPerSecond: number }> {
  const interval = 1000 / perSecond;
  const total = Math.round(perSecond * seconds);
  const running: Promise<unknown>[] = [];
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    // Start everything that is due by now, each stamped with the moment it was due.
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) running.push(start(started + sent++ * interval));
    // A timer, not a busy loop: the generator shares the machine with the server it measures.
    // Timers tick by the millisecond, which can only add to the latencies counted.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const sentPerSecond = sent / ((performance.now() - started) / 1000);
  await Promise.all(running);
  return { sentPerSecond };
}

/** The nearest-rank value at `q` (0 to 1; 1 is the largest); 0 when there are none. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]) => percentile(values, 0.5);

/** Over the rounds of one closed-loop measurement: the mean rate, the worst p99, the errors in all. */
export const averageRate = (results: LoadResult[]) => results.reduce((sum, r) => sum + r.perSecond, 0) / results.length;
export const worstP99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99Ms));
export const errorCount = (results: LoadResult[]) => results.reduce((sum, r) => sum + r.errors, 0);

/** One request on loopback, its body read to the end; resolves with the status, 0 if it failed. */
function requestOnce(port: number, agent: Agent, path: string, options: LoadRequest = {}): Promise<number> {
  const body = options.body;
  const headers = {
    ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
    ...options.headers,
  };
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent, method: options.method ?? 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
