import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A plain static file server for comparison: nginx from Debian's packages serving the same dist/
 * on loopback, one worker like our one Node process, no compression (our server sends the shells
 * as they are too). Installs nginx when missing and the bench runs as root; otherwise says why
 * the figure is left out.
 */
export function nginxAvailable(): boolean {
  const found = () => spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx']).status === 0;
  if (found()) return true;
  if (process.getuid?.() !== 0) return false;
  spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null'],
    { stdio: 'inherit' },
  );
  return found();
}

export function startNginx(dist: string, port: number): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), 'claims-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  types { text/html html; application/javascript js; text/css css; }
  server {
    listen 127.0.0.1:${port};
    root ${resolve(dist)};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  return spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
}
