import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// Now is Thursday 2026-01-15 in Bucharest: slots are asked for from 31 days back to 90 ahead.
describe.each(TEST_ENGINES)('the days free slots are asked for on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const slots = async (from: string, language = 'en') => {
    const admin = bearer((await signInAs(ctx.api, 'admin')).idToken);
    return ctx.api.get(`/api/schedule/slots?county=CJ&from=${from}&days=7`, { ...admin, 'Accept-Language': language });
  };

  it.each([
    ['0000-01-01', 'error.field.dayOutOfRange', 'Enter a day from 1900 to 2100.'],
    ['9999-12-31', 'error.field.dayOutOfRange', 'Enter a day from 1900 to 2100.'],
    ['2030-01-01', 'error.schedule.fromOutsideWindow', 'Choose a day no more than 31 days back and 90 days ahead.'],
    ['2025-12-01', 'error.schedule.fromOutsideWindow', 'Choose a day no more than 31 days back and 90 days ahead.'],
  ])('refuses %s naming the field, never a 500', async (from, key, message) => {
    const res = await slots(from);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', key, field: 'from', message });
  });

  it('answers the window itself, and says it in Romanian', async () => {
    expect((await slots('2025-12-15')).status).toBe(200);
    expect((await slots('2026-04-15')).status).toBe(200);
    expect((await slots('2026-04-16', 'ro')).body.error.message).toBe(
      'Alegeți o zi cu cel mult 31 de zile în urmă și cel mult 90 de zile înainte.',
    );
  });
});
