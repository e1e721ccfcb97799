import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Debian's nginx run in the foreground from a folder of its own (its pid file, log and temporary
 * files there), with one worker and the given `http` block: for the bench's static file server and
 * the tests' reverse proxy alike. Its errors go to `errorLog`.
 */
export function throwawayNginx(http: string): { child: ChildProcess; errorLog: string } {
  const dir = mkdtempSync(join(tmpdir(), 'claims-nginx-'));
  const conf = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'nginx-errors.log');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog};
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
${http}
}
`,
  );
  return { child: spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' }), errorLog };
}

/** Starts nginx with the `http` block and resolves once it listens on the port; rejects if it exits first. */
export async function listeningNginx(port: number, http: string): Promise<ChildProcess> {
  const { child, errorLog } = throwawayNginx(http);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${safeRead(errorLog)}`))),
  );
  await Promise.race([listening(port), exited]);
  return child;
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Resolves once something accepts connections on the port (the proxy has started). */
async function listening(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
