import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { nginxAvailable, startNginx } from '../nginx.ts';
import { CONNECTIONS, ROUNDS, SECONDS } from '../settings.ts';

const NGINX_PORT = 4371;

/** Static shells: our server against nginx serving the same dist/, alternating rounds. */
export async function staticShellVsNginx(app: StartedServer): Promise<void> {
  if (!nginxAvailable()) {
    console.log('static-shell-vs-nginx: left out (nginx is not installed and the bench is not root to install it)');
    return;
  }
  const nginx = startNginx('dist', NGINX_PORT);
  try {
    await new Promise((r) => setTimeout(r, 500));
    await load(app.port, '/login', { seconds: 1, connections: CONNECTIONS });
    await load(NGINX_PORT, '/login', { seconds: 1, connections: CONNECTIONS });
    const ours: LoadResult[] = [];
    const theirs: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await load(app.port, '/login', { seconds: SECONDS, connections: CONNECTIONS }));
      theirs.push(await load(NGINX_PORT, '/login', { seconds: SECONDS, connections: CONNECTIONS }));
    }
    console.log(
      `static-shell-vs-nginx: ${(averageRate(ours) / averageRate(theirs)).toFixed(2)}x ` +
        `(/login from our server ${Math.round(averageRate(ours))} req/s, p99 ${worstP99(ours).toFixed(1)} ms; ` +
        `nginx ${Math.round(averageRate(theirs))} req/s, p99 ${worstP99(theirs).toFixed(1)} ms; one worker each, ` +
        `${errorCount([...ours, ...theirs])} errors)`,
    );
  } finally {
    nginx.kill();
  }
}
