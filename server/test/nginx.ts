import type { ChildProcess } from 'node:child_process';
import { listeningNginx } from '../../tests/support/throwaway-nginx.ts';

/**
 * nginx from Debian's packages as the reverse proxy in front of a test server, configured as
 * docs/operations.md tells an operator to: it appends the address it saw to X-Forwarded-For.
 */
export interface NginxProxy {
  child: ChildProcess;
  port: number;
  stop(): void;
}

export async function startProxy(port: number, upstreamPort: number): Promise<NginxProxy> {
  return started(
    port,
    `  access_log off;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
  );
}

/**
 * nginx balancing over several instances, as the operations guide's recipe: round robin, a server
 * that fails taken out for a while, the address it saw appended. Each answer names the instance
 * that gave it (`X-Served-By`), for tests to see that requests went to both.
 */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<NginxProxy> {
  return started(
    port,
    `  access_log off;
  upstream claims {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://claims;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Served-By $upstream_addr always;
    }
  }`,
  );
}

/** Starts nginx with the `http` block and resolves once it listens on the port. */
async function started(port: number, http: string): Promise<NginxProxy> {
  const child = await listeningNginx(port, http);
  return { child, port, stop: () => child.kill('SIGQUIT') };
}
