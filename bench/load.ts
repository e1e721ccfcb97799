import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';

/**
 * The V8 flags `npm start` gives the server (package.json): a young generation of up to 32 MB per
 * half, so the garbage of busy seconds dies young instead of being promoted into pauses of the
 * old generation (at 5,000 lookups/s those pauses filled the p99 in one round of two).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** Starts a server script as a child process and resolves with its port once it prints it. */
export function startServer(script: string, nodeFlags: string[] = SERVER_NODE_FLAGS): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, script], { stdio: ['ignore', 'pipe', 'inherit'] });
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
  options: { seconds: number; connections: number; request?: LoadRequest; next?: () => { path: string; request?: LoadRequest } },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const deadline = performance.now() + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const statuses: Record<number, number> = {};
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      // A mixed load picks each request as it goes; a plain one repeats the same.
      const target = options.next?.() ?? { path, request: options.request };
      const method = target.request?.method ?? 'GET';
      const body = target.request?.body;
      const headers = { ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}), ...target.request?.headers };
      const req = request({ host: '127.0.0.1', port, path: target.path, agent, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          count(res.statusCode ?? 0);
          if ((res.statusCode ?? 500) >= 400) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        count(0);
        errors++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, errors, p50Ms: at(0.5), p99Ms: at(0.99), statuses };
}

export interface RateResult {
  /** Requests sent per second (what was asked for, unless the generator fell behind). */
  sentPerSecond: number;
  answered: number;
  errors: number;
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
  const method = options.request?.method ?? 'GET';
  const body = options.request?.body;
  const headers = { ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}), ...options.request?.headers };
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (due: number) => {
    lateness.push(performance.now() - due);
    const done = new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 400) errors++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const interval = 1000 / options.perSecond;
  const total = Math.round(options.perSecond * options.seconds);
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    // Send everything that is due by now, each stamped with the moment it was due.
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) send(started + sent++ * interval);
    // A timer, not a busy loop: the generator shares the machine with the server it measures.
    // Timers tick by the millisecond, which can only add to the latencies counted.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const sendingTook = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  const at = (values: number[], q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return {
    sentPerSecond: sent / sendingTook,
    answered: latencies.length,
    errors,
    p50Ms: at(latencies, 0.5),
    p99Ms: at(latencies, 0.99),
    maxMs: latencies.at(-1) ?? 0,
    sendLateP99Ms: at(lateness, 0.99),
    sendLateMaxMs: lateness.at(-1) ?? 0,
  };
}
