import { spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { throwawayNginx } from '../tests/support/throwaway-nginx.ts';

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
  return throwawayNginx(`  access_log off;
  sendfile on;
  keepalive_requests 100000;
  types { text/html html; application/javascript js; text/css css; }
  server {
    listen 127.0.0.1:${port};
    root ${resolve(dist)};
    location / { try_files $uri $uri/index.html =404; }
  }`).child;
}
