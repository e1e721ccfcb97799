import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * nginx from Debian's packages as the reverse proxy in front of a test server, configured as
 * README tells an operator to: it appends the address it saw to X-Forwarded-For.
 */
export interface NginxProxy {
  child: ChildProcess;
  port: number;
  stop(): void;
}

export async function startProxy(port: number, upstreamPort: number): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'claims-proxy-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-errors.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`nginx exited with ${code}: ${safeRead(join(dir, 'nginx-errors.log'))}`)),
    ),
  );
  await Promise.race([listening(port), exited]);
  return { child, port, stop: () => child.kill('SIGQUIT') };
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
