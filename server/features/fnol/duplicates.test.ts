import { NO_OTHERS } from '../../test/fnol-claim.ts';
import { describe, expect, it } from 'vitest';
import type { FnolSubmission } from '../../../contract/fnol.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';

/** A complete, valid notice: the test clock's today is 2026-01-15. */
const claim = (change: { plate?: string; policy_no?: string; event_date?: string; contact?: string } = {}) =>
  ({
    policy: { policy_type: 'RCA', policy_no: change.policy_no ?? 'RORCA12345678', insured_name: 'Dan Dublu' },
    event: {
      event_date: change.event_date ?? '2026-01-14',
      event_time: '08:30',
      event_country: 'RO',
      event_county: 'CJ',
      event_place: 'Cluj-Napoca',
      description: 'Another car hit my rear bumper at a red light.',
    },
    vehicle: {
      vehicle_category: 'car',
      vehicle_brand: 'dacia',
      vehicle_color: 'white',
      plate: change.plate ?? 'CJ 10 ABC',
      damaged_parts: ['part-bumper-rear'],
    },
    contact: {
      contact_channel: 'email',
      contact: change.contact ?? 'dan@example.test',
      contact_confirmation: change.contact ?? 'dan@example.test',
    },
    others: NO_OTHERS,
    declaration: true,
  }) satisfies FnolSubmission;

describe.each(TEST_ENGINES)('the claim form on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  let address = 0;
  // A new address each time, so the hourly limit per address stays out of the way.
  const submit = (body: unknown, language = 'en', org = 'DEMO') =>
    ctx.api.post(`/api/fnol/submit/${org}`, body, {
      'Accept-Language': language,
      'X-Forwarded-For': `198.18.0.${++address}`,
    });

  it('answers the same claim sent again within a day with the first one’s number, unless it is another claim', async () => {
    const first = await submit(claim());
    expect(first.status).toBe(201);
    const caseNo = (first.body as { case_no: string }).case_no;

    // Same contact (as typed differently), same date, same plate with a different policy number: the same claim.
    const again = await submit(claim({ contact: ' DAN@example.test', policy_no: 'RORCA99999999', plate: 'cj10abc' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'conflict',
      key: 'error.fnol.duplicate',
      params: { case_no: caseNo },
      message: `This claim was already sent in the last 24 hours, under number ${caseNo}.`,
    });
    const inRomanian = await submit(claim({ plate: 'B 1 XYZ' }), 'ro');
    expect(inRomanian.body.error.message).toBe(
      `Acest aviz de daună a fost deja trimis în ultimele 24 de ore, cu numărul ${caseNo}.`,
    );

    // The visitor says it is a different claim: it is sent.
    expect((await submit({ ...claim(), different_claim: true })).status).toBe(201);
    // Another date or another contact: other claims.
    expect((await submit(claim({ event_date: '2026-01-13' }))).status).toBe(201);
    expect((await submit(claim({ contact: 'ioana@example.test' }))).status).toBe(201);
    // Neither the policy number nor the plate alike: another claim (a new contact, the daily limit being three).
    expect((await submit(claim({ contact: 'eva@example.test' }))).status).toBe(201);
    const other = claim({ contact: 'eva@example.test', policy_no: 'RORCA77777777', plate: 'B 77 NEW' });
    expect((await submit(other)).status).toBe(201);

    // A day later the first one no longer counts.
    ctx.t.clock.advance(24 * 3_600_000 + 60_000);
    expect((await submit(claim())).status).toBe(201);
  });

  it('names the insurer’s phone in the refusal after the limit, when the organisation keeps one', async () => {
    const org = await ctx.t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const row = await ctx.t.database.db
      .selectFrom('tracker_configs')
      .select('config')
      .where('organisation_id', '=', org.id)
      .executeTakeFirstOrThrow();
    await ctx.t.database.db
      .updateTable('tracker_configs')
      .set({ config: JSON.stringify(withPhone(JSON.parse(row.config), '+40 21 555 0100')) })
      .where('organisation_id', '=', org.id)
      .execute();
    const contact = 'limit@example.test';
    for (const date of ['2026-01-10', '2026-01-11', '2026-01-12'])
      expect((await submit(claim({ contact, event_date: date }))).status).toBe(201);
    const refused = await submit(claim({ contact, event_date: '2026-01-13' }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Several claims for this contact were sent today already. Call the insurer on +40 21 555 0100 if you need to add another.',
    );
    const romanian = await submit(claim({ contact, event_date: '2026-01-13' }), 'ro');
    expect(romanian.body.error.message).toBe(
      'Astăzi au fost deja trimise mai multe avize de daună pentru acest contact. Sunați asigurătorul la +40 21 555 0100 dacă trebuie să adăugați încă unul.',
    );
  });
});

/** The tracker settings keep the phone in each language's texts, as the settings page saves it. */
function withPhone(config: Record<string, Record<string, unknown>>, phone: string) {
  return Object.fromEntries(Object.entries(config).map(([language, texts]) => [language, { ...texts, phone }]));
}
