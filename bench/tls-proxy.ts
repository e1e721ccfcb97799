import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningNginx } from '../tests/support/throwaway-nginx.ts';

/**
 * Debian's nginx in front of the app with TLS and HTTP/2, as production runs it (the app speaks
 * plain HTTP/1.1 and sits behind a TLS proxy, docs/operations.md): a certificate made for the run
 * with openssl, which the browser is told to accept. Over HTTP/1.1 a browser opens at most six
 * connections to a server and a page's scripts queue on them; HTTP/2 sends them all at once.
 */
export async function startTlsProxy(appPort: number, port: number): Promise<{ origin: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'claims-bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const child = await listeningNginx(
    port,
    `  access_log off;
  upstream app { server 127.0.0.1:${appPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }`,
  );
  return { origin: `https://127.0.0.1:${port}`, stop: () => child.kill() };
}
