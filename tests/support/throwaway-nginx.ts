import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
