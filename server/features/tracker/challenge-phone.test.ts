import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrganisationSettingsSchema } from '../../../contract/settings.ts';
import { TrackerConfigSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)("the insurer's contact for policyholders on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const office = { 'X-Forwarded-For': '10.1.2.3' };

  it('is set in the tracker settings, per language, and answered with the tracker texts', async () => {
    const admin = { ...bearer((await signInAs(ctx.api, 'admin')).idToken), ...office };
    const settings = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body);
    const tracker = settings.tracker!;
    expect(tracker.en).toMatchObject({ phone: '+40 21 300 4000', email: 'daune@demo-asigurari.example' });
    const ifMatch = { ...admin, 'If-Match': `"${settings.versions.tracker}"` };
    const bad = await ctx.api.put(
      '/api/config/tracker',
      { ...tracker, en: { ...tracker.en, phone: 'call us' } },
      ifMatch,
    );
    expect(bad.status).toBe(400);
    const badEmail = await ctx.api.put(
      '/api/config/tracker',
      { ...tracker, ro: { ...tracker.ro, email: 'daune' } },
      ifMatch,
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.problems).toEqual([expect.objectContaining({ field: 'ro.email' })]);
    const changed = {
      en: { ...tracker.en, phone: '+40 21 300 5000', hours: 'Every day, 8:00 to 22:00' },
      ro: { ...tracker.ro, phone: '021 300 5000', email: '' },
    };
    expect((await ctx.api.put('/api/config/tracker', changed, ifMatch)).status).toBe(200);
    const en = v.parse(TrackerConfigSchema, (await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO')).body);
    expect(en).toMatchObject({ phone: '+40 21 300 5000', hours: 'Every day, 8:00 to 22:00' });
    const ro = v.parse(
      TrackerConfigSchema,
      (await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO', { 'Accept-Language': 'ro' })).body,
    );
    expect(ro).toMatchObject({ phone: '021 300 5000', email: '' });
    const again = v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', admin)).body);
    expect(again.tracker!.ro).toMatchObject({ phone: '021 300 5000', email: '' });
  });
});
