import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY } from './test/engines.ts';
import { PNG } from './test/files.ts';
import { activeAssignmentId, call, handlerAuth, startInstance, type Instance } from './test/instance.ts';

/** Runs `npm run backup` or `npm run restore` as an operator would, with the server's environment. */
function run(script: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, folder], { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * A backup taken while notes are written, put back into a fresh folder, serves a new server that
 * answers every change acknowledged before the backup began, and the documents with their bytes.
 */
describe.each(SQLITE_ONLY)('backup and restore of a SQLite installation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'claims-backup-'));
  const secret = randomBytes(32).toString('base64');
  const place = (name: string) => ({
    APP_ENV: 'development',
    DATABASE_URL: `sqlite:${join(dir, name, 'claims.sqlite')}`,
    DOCUMENTS_DIR: join(dir, name, 'documents'),
    TOKEN_SECRET: secret,
    PUBLIC_ORIGIN: 'http://claims.test',
  });
  const running: Instance[] = [];
  afterAll(() => {
    for (const instance of running) instance.child.kill('SIGKILL');
  });

  it('backs up under writes and restores into a fresh server that answers every acknowledged change', {
    timeout: 120_000,
  }, async () => {
    const live = place('live');
    const first = await startInstance(4377, live);
    running.push(first);
    const auth = await handlerAuth(first);
    const assignmentId = await activeAssignmentId(first, auth);
    const uploaded = await fetch(`${first.base}/api/assignments/${assignmentId}/documents?doc_type=Photos`, {
      method: 'POST',
      body: new Uint8Array(PNG),
      headers: { ...auth, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'bonnet.png' },
    });
    expect(uploaded.status).toBe(200);
    // The answer is the assignment with its documents.
    const { documents } = (await uploaded.json()) as { documents: { id: string; file_name: string }[] };
    const documentId = documents.find((d) => d.file_name === 'bonnet.png')!.id;

    // Writers go on through the backup; what they had acknowledged when it began must be in it.
    const acknowledged: string[] = [];
    let next = 0;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const text = `backup note ${next++}`;
        const res = await call(first, `/api/assignments/${assignmentId}/notes`, { text }, auth);
        if (res.status === 200) acknowledged.push(text);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    const before = [...acknowledged];
    const folder = join(dir, 'backup-1');
    const backedUp = await run('backup', folder, live);
    writing = false;
    await Promise.all(writers);
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toMatch(/Backed up the database and 1 document files to /);
    expect(JSON.parse(readFileSync(join(folder, 'backup.json'), 'utf8'))).toMatchObject({ database: 'claims.sqlite' });

    // Into a fresh installation, then a new server on it.
    const fresh = place('fresh');
    const restored = await run('restore', folder, fresh);
    expect(restored.code, restored.output).toBe(0);
    const second = await startInstance(4378, fresh);
    running.push(second);
    const again = await handlerAuth(second);
    const detail = await call(second, `/api/assignments/${assignmentId}`, undefined, again);
    const kept = new Set(
      (detail.body.timeline as { kind: string; text: string }[]).filter((e) => e.kind === 'note').map((e) => e.text),
    );
    expect(before.filter((text) => !kept.has(text))).toEqual([]);
    const file = await fetch(`${second.base}/api/documents/${documentId}/file`, { headers: again });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(PNG));

    // A restore over an installation keeps what was there beside it.
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    const over = await run('restore', folder, fresh);
    expect(over.code, over.output).toBe(0);
    expect(over.output).toMatch(/What was there is kept as .*before-restore-/);
    expect(existsSync(join(dir, 'fresh', 'claims.sqlite'))).toBe(true);
    // A backup is refused into a folder that holds one already, and for PostgreSQL, naming pg_dump.
    expect((await run('backup', folder, live)).output).toMatch(/is not empty/);
    expect(
      (await run('backup', join(dir, 'pg'), { ...live, DATABASE_URL: 'postgres://x@127.0.0.1/x' })).output,
    ).toMatch(/pg_dump/);
  });
});
