import { REFRESH_COOKIE } from '../../contract/auth.ts';
import { lighthouseOf, type LighthouseFigures } from '../lighthouse.ts';
import { median, type StartedServer } from '../load.ts';
import { BIG_CLAIM_FILE_NO } from '../big-claim-file.ts';
import { authorizationOf, signIn } from '../sign-in.ts';
import { startTlsProxy } from '../tls-proxy.ts';

/** nginx's port for the run through a TLS proxy. */
const TLS_PROXY_PORT = 4443;

// Lighthouse's simulated throttling moves from run to run: three runs each, the median shown
// with the range, and the lowest performance score.
const LIGHTHOUSE_RUNS = 3;

const range = (values: number[], show: (v: number) => string) =>
  `${show(Math.min(...values))}-${show(Math.max(...values))}`;

/** An assignment of the bench's claim file of 50 assignments, for its page. */
async function assignmentOfBigClaimFile(app: StartedServer): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${app.port}/api/claim-files/${BIG_CLAIM_FILE_NO}`, {
    headers: await authorizationOf(app.port, 'manager'),
  });
  const file = (await answer.json()) as { assignments: { id: string }[] };
  return file.assignments[0]!.id;
}

/**
 * A fresh session's refresh cookie, for one run: a refresh cookie is spent when the page uses it,
 * and a spent one played again ends its session (the theft defence).
 */
async function freshSession(app: StartedServer): Promise<Record<string, string>> {
  const signedIn = await signIn(app.port, 'manager');
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return { Cookie: cookie ?? '' };
}

const anonymous = async () => ({});

/**
 * Lighthouse (mobile emulation) on the pages with targets: served by our server itself (HTTP/1.1),
 * then through nginx with TLS and HTTP/2, as production serves them.
 */
export async function lighthouseLines(app: StartedServer): Promise<void> {
  await lighthouseLinesAt(app, `http://127.0.0.1:${app.port}`, '');
  const proxy = await startTlsProxy(app.port, TLS_PROXY_PORT);
  try {
    await lighthouseLinesAt(app, proxy.origin, ', behind nginx with TLS and HTTP/2');
  } finally {
    proxy.stop();
  }
}

async function lighthouseLinesAt(app: StartedServer, origin: string, served: string): Promise<void> {
  // The manager opens every staff page measured here, the claim file of 50 assignments among them.
  const signedIn = () => freshSession(app);
  for (const [name, path, headers] of [
    ['login', '/login', anonymous],
    ['tracker case', '/status/DEMO000123', anonymous],
    ['dashboard (signed in)', '/assignments/shortlist', signedIn],
    ['worklist (signed in)', '/assignments/worklist', signedIn],
    ['assignment page (signed in)', `/assignments/view/${await assignmentOfBigClaimFile(app)}`, signedIn],
    ['claim file page (signed in)', `/workflow/claim-file/${BIG_CLAIM_FILE_NO}`, signedIn],
  ] as const) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOf(`${origin}${path}`, await headers()));
    const lcp = runs.map((r) => r.lcpMs / 1000);
    const tbt = runs.map((r) => r.tbtMs);
    const cls = runs.map((r) => r.cls);
    console.log(
      `lighthouse ${name}: performance ${Math.min(...runs.map((r) => r.performance))} (lowest of ${LIGHTHOUSE_RUNS}), ` +
        `accessibility ${Math.min(...runs.map((r) => r.accessibility))}; ` +
        `LCP ${median(lcp).toFixed(2)} s (${range(lcp, (v) => v.toFixed(2))}), ` +
        `TBT ${Math.round(median(tbt))} ms (${range(tbt, (v) => String(Math.round(v)))}), ` +
        `CLS ${median(cls).toFixed(3)} (max ${Math.max(...cls).toFixed(3)}) (mobile emulation${served})`,
    );
  }
}
