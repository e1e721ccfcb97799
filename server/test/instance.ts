import { DEMO_PASSWORD } from '../db/seed.ts';
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A real API process (`node server/index.ts`) for the tests that need processes: several
 * instances on one database, a process killed mid-write. Resolves once it listens.
 */
export interface Instance {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far: what a failing test shows about why it died. */
  output: () => string;
}

export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    // Each request's log line is not what these tests read (a test of the log passes LOG_LEVEL).
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept for the whole life of the process, so a test can show why it died.
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start: ${output}`)), 60_000);
    const listening = () => {
      if (!output.includes('listening on')) return;
      clearTimeout(timer);
      child.stdout!.off('data', listening);
      resolve();
    };
    child.stdout!.on('data', listening);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance on ${port} exited with ${code}: ${output}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

export async function call(instance: Instance, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${instance.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** The demo handler's bearer header on an instance, signed in by password. */
export async function handlerAuth(instance: Instance): Promise<{ Authorization: string }> {
  const signedIn = await call(instance, '/api/auth/appToken', { username: 'handler', password: DEMO_PASSWORD });
  return { Authorization: `Bearer ${signedIn.body.idToken as string}` };
}

/** The first active assignment of the handler's worklist: where these tests write their notes. */
export async function activeAssignmentId(instance: Instance, auth: { Authorization: string }): Promise<string> {
  const worklist = await call(
    instance,
    '/api/assignments/worklist?filter_keys=0&category_code=active&sort=due_date&limit=10',
    undefined,
    auth,
  );
  return worklist.body.rows[0].id as string;
}
