import { get } from 'node:http';
import { businessDate } from '../../contract/business-time.ts';
import { loadAtRate, median, type StartedServer } from '../load.ts';
import { authorizationOf } from '../sign-in.ts';
import { BENCH_COUNTY } from '../slot-locations.ts';

/**
 * The free slots of a county over 30 days with 50 locations (about 30,000 slots, a third of them
 * partly booked), beside /api/version at the same fixed rate: p99 against a target of 50 ms. The
 * answer is kept between requests while the organisation's schedule version holds, so this is the
 * kept path; the line also gives the time of an answer computed afresh.
 */
const RATE = Number(process.env.BENCH_SLOTS_RATE ?? 50);
const ROUNDS = 3;

export async function freeSlotsVsApiVersion(app: StartedServer): Promise<void> {
  // Asked as a phone's browser asks, accepting Brotli; the answer's size is given both ways.
  const signedIn = await authorizationOf(app.port, 'admin');
  const request = { headers: { ...signedIn, 'Accept-Encoding': 'br, gzip, deflate' } };
  const path = `/api/schedule/slots?county=${BENCH_COUNTY}&from=${businessDate(new Date())}&days=30`;
  await loadAtRate(app.port, path, { perSecond: RATE, seconds: 1, connections: 8, request });
  const bytes = (await (await fetch(`http://127.0.0.1:${app.port}${path}`, { headers: signedIn })).text()).length;
  const packed = await new Promise<number>((resolve, reject) =>
    get({ host: '127.0.0.1', port: app.port, path, headers: request.headers }, (res) => {
      let length = 0;
      res.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      res.on('end', () => resolve(length));
    }).on('error', reject),
  );
  const slots: number[] = [];
  const version: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const s = await loadAtRate(app.port, path, { perSecond: RATE, seconds: 3, connections: 8, request });
    const v = await loadAtRate(app.port, '/api/version', { perSecond: RATE, seconds: 3, connections: 8 });
    slots.push(s.p99Ms);
    version.push(v.p99Ms);
    errors += s.errors;
  }
  // Each different query is computed afresh (the kept answers are per query): what a first
  // visitor after a booking waits for.
  const fresh: number[] = [];
  for (let days = 21; days <= 31; days++) {
    const started = performance.now();
    await (
      await fetch(`http://127.0.0.1:${app.port}${path.replace('days=30', `days=${days}`)}`, request)
    ).arrayBuffer();
    if (days !== 30) fresh.push(performance.now() - started);
  }
  const p99 = median(slots);
  console.log(
    `free-slots-vs-api-version (county of 50 locations, 30 days, ${RATE}/s): p99 ${p99.toFixed(1)} ms ` +
      `(${(p99 / 50).toFixed(2)}x of the 50 ms target; rounds ${slots.map((x) => x.toFixed(1)).join(', ')}; ` +
      `/api/version p99 ${median(version).toFixed(1)} ms at the same rate; ${errors} errors; ` +
      `computed afresh in ${median(fresh).toFixed(0)} ms (median of 10 other queries); ` +
      `answer ${(bytes / 1024).toFixed(0)} KB, ${(packed / 1024).toFixed(0)} KB as Brotli)`,
  );
}
