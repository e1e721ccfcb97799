import { ROUNDS, SECONDS } from '../settings.ts';
import type { StartedServer } from '../load.ts';
import { authorizationOf } from '../sign-in.ts';

/**
 * An assessment note of 200 parts saved and totalled (PUT .../lines with If-Match, answered with
 * the priced note), one save at a time as an assessor makes them, beside /api/version fetched the
 * same way in the same run. Each save is on the version the previous one gave back.
 */
const PARTS = 200;

async function timed(seconds: number, one: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await one();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function assessment200PartsVsApiVersion(app: StartedServer): Promise<void> {
  const base = `http://127.0.0.1:${app.port}`;
  const headers = { ...(await authorizationOf(app.port, 'assessor')), 'Content-Type': 'application/json' };
  const manager = await authorizationOf(app.port, 'manager');
  const query = 'filter_keys=2&assignment_type=assessment&category_code=active&sort=due_date&limit=25';
  const worklist = await fetch(`${base}/api/assignments/worklist?${query}`, { headers: manager });
  const rows = ((await worklist.json()) as { rows: { id: string; assignment_type: string }[] }).rows;
  const target = rows.find((r) => r.assignment_type === 'assessment');
  const parts = (await (await fetch(`${base}/api/fnol/browseVehicleParts/`, { headers })).json()) as { code: string }[];
  // A part is on one line of a note at most: 200 lines need 200 different parts.
  if (!target || !Array.isArray(parts) || parts.length < PARTS) {
    console.log(
      `assessment-200-parts-vs-api-version: skipped (no open assessment assignment or fewer than ${PARTS} parts)`,
    );
    return;
  }
  const lines = Array.from({ length: PARTS }, (_, i) => ({
    item_guid: parts[i]!.code,
    operation: ['replace', 'repair', 'paint', 'check'][i % 4],
    quantity: 1000 + (i % 3) * 500,
    labour_hours: 50 + (i % 7) * 25,
    labour_rate: i % 5 === 0 ? 17_550 : null,
    part_price: 10_000 + i * 1_337,
    paint_materials: i % 4 === 2 ? 12_345 : 0,
    remark: '',
  }));
  let version = Number(
    (await fetch(`${base}/api/assessments/${target.id}`, { headers })).headers.get('ETag')?.replaceAll('"', ''),
  );
  let errors = 0;
  const save = async () => {
    const res = await fetch(`${base}/api/assessments/${target.id}/lines`, {
      method: 'PUT',
      headers: { ...headers, 'If-Match': `"${version}"` },
      body: JSON.stringify({ lines }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
    version = Number(res.headers.get('ETag')?.replaceAll('"', ''));
  };
  const versionCall = async () => {
    await (await fetch(`${base}/api/version`)).arrayBuffer();
  };
  await timed(1, save);
  const saves: number[] = [];
  const versions: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    saves.push(...(await timed(SECONDS, save)));
    versions.push(...(await timed(SECONDS, versionCall)));
  }
  saves.sort((a, b) => a - b);
  versions.sort((a, b) => a - b);
  const perSecond = (l: number[]) => l.length / (ROUNDS * SECONDS);
  console.log(
    `assessment-200-parts-vs-api-version (one at a time): ${(perSecond(saves) / perSecond(versions)).toFixed(2)}x ` +
      `(${perSecond(saves).toFixed(1)} saves/s of ${PARTS} parts, p50 ${at(saves, 0.5).toFixed(1)} ms, p99 ${at(saves, 0.99).toFixed(1)} ms; ` +
      `/api/version ${Math.round(perSecond(versions))} req/s, p50 ${at(versions, 0.5).toFixed(2)} ms; ${errors} errors)`,
  );
}
