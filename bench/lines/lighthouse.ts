import { REFRESH_COOKIE } from '../../contract/auth.ts';
import { lighthouseOf, type LighthouseFigures } from '../lighthouse.ts';
import { median, type StartedServer } from '../load.ts';
import { signIn } from '../sign-in.ts';

// Lighthouse's simulated throttling moves from run to run: three runs each, the median shown
// with the range, and the lowest performance score.
const LIGHTHOUSE_RUNS = 3;

const range = (values: number[], show: (v: number) => string) =>
  `${show(Math.min(...values))}-${show(Math.max(...values))}`;

/** Lighthouse (mobile emulation) on the pages with targets, served by our server. */
export async function lighthouseLines(app: StartedServer): Promise<void> {
  const signedIn = await signIn(app.port, 'handler');
  const refreshCookie =
    signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${REFRESH_COOKIE}=`)) ?? '';
  for (const [name, path, headers] of [
    ['login', '/login', {}],
    ['tracker case', '/status/DEMO000123', {}],
    ['worklist (signed in)', '/assignments/worklist', { Cookie: refreshCookie }],
  ] as const) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      runs.push(await lighthouseOf(`http://127.0.0.1:${app.port}${path}`, headers));
    const lcp = runs.map((r) => r.lcpMs / 1000);
    const tbt = runs.map((r) => r.tbtMs);
    const cls = runs.map((r) => r.cls);
    console.log(
      `lighthouse ${name}: performance ${Math.min(...runs.map((r) => r.performance))} (lowest of ${LIGHTHOUSE_RUNS}), ` +
        `accessibility ${Math.min(...runs.map((r) => r.accessibility))}; ` +
        `LCP ${median(lcp).toFixed(2)} s (${range(lcp, (v) => v.toFixed(2))}), ` +
        `TBT ${Math.round(median(tbt))} ms (${range(tbt, (v) => String(Math.round(v)))}), ` +
        `CLS ${median(cls).toFixed(3)} (max ${Math.max(...cls).toFixed(3)}) (mobile emulation)`,
    );
  }
}
