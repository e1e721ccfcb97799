import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedSlotLocations } from '../../../bench/slot-locations.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// The bench's county (50 locations, half-hour slots, every third slot partly booked) over 30 days:
// about 22,000 free slots. As objects with an ISO instant each the answer was 1.45 MB; as parallel
// arrays of times and free places it is about 270 KB.
describe.each(TEST_ENGINES)('the free slots answer on $name', (engine) => {
  const ctx = useSeededApp(engine);
  it('stays compact for a county of 50 locations over 30 days', async () => {
    await seedSlotLocations(ctx.t.database.db, ctx.t.clock.now());
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    const from = businessDate(ctx.t.clock.now());
    const res = await ctx.t.app.request(`/api/schedule/slots?county=TM&from=${from}&days=30`, { headers: admin });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(300_000);
    const answer = JSON.parse(text) as { locations: { days: { times: string[]; free: number[] }[] }[] };
    expect(answer.locations).toHaveLength(50);
    const day = answer.locations[0]!.days[0]!;
    expect(day.times.length).toBe(day.free.length);

    // A phone's browser accepts Brotli: the same answer comes compressed to a fraction of its size.
    for (const coding of ['br', 'gzip'] as const) {
      const packed = await ctx.t.app.request(`/api/schedule/slots?county=TM&from=${from}&days=30`, {
        headers: { ...admin, 'Accept-Encoding': `${coding}, deflate` },
      });
      expect(packed.headers.get('content-encoding')).toBe(coding);
      expect(packed.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = Buffer.from(await packed.arrayBuffer());
      expect(bytes.length).toBeLessThan(40_000);
      expect((coding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(text);
    }
  });
});
