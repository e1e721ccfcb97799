import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PartnersSchema, type Partner } from '../../../contract/partners.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';

const shop = {
  kind: 'repair_shop',
  name: 'Service Auto Pipera',
  tax_code: 'RO998877',
  email: 'office@pipera.example.test',
  phone: '+40 723 111 222',
  county_code: 'IF',
  address: 'Sos. Pipera 1',
  active: true,
};
const contact = {
  full_name: 'Vlad Vopsitor',
  job_title: '',
  email: 'vlad@pipera.example.test',
  phone: '+40 723 111 223',
};

// Two partner managers on one partner: Ana Admin opens it, Paula Partner changes it meanwhile.
describe.each(TEST_ENGINES)('versions of partners on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const pipera = async (headers: Record<string, string>): Promise<Partner> =>
    v
      .parse(PartnersSchema, (await ctx.api.get('/api/config/partners', headers)).body)
      .find((p) => p.name.startsWith('Service Auto Pipera'))!;
  const setUp = async () => {
    await addDemoColleague(ctx.t.database.db, 'paula', 'Paula Partner', ['partner_manager']);
    const ana = await as('admin');
    const paula = await as('paula');
    await ctx.api.post('/api/config/partners', shop, ana);
    return { ana, paula, opened: await pipera(ana) };
  };

  it('gives each partner its version in the list and as the ETag of a change, bumped by every change', async () => {
    const { ana, opened } = await setUp();
    expect(opened.version).toBe(1);
    const changed = await ctx.api.put(
      `/api/config/partners/${opened.id}`,
      { ...shop, phone: '+40 723 000 000' },
      { ...ana, ...ifMatch(1) },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).toBe('"2"');
    expect((await pipera(ana)).version).toBe(2);
    const added = await ctx.api.post(`/api/config/partners/${opened.id}/contacts`, contact, { ...ana, ...ifMatch(2) });
    expect(added.headers.get('ETag')).toBe('"3"');
    const withContact = await pipera(ana);
    expect(withContact).toMatchObject({ version: 3, contacts: [{ full_name: 'Vlad Vopsitor' }] });
    const removed = await ctx.api.post(
      `/api/config/partners/${opened.id}/contacts/${withContact.contacts[0]!.id}/remove`,
      {},
      { ...ana, ...ifMatch(3) },
    );
    expect(removed.status).toBe(200);
    expect(await pipera(ana)).toMatchObject({ version: 4, contacts: [] });
  });

  it('refuses a change without If-Match with 428, and a stale one with 409, the current partner and who changed it when', async () => {
    const { ana, paula, opened } = await setUp();
    for (const res of [
      await ctx.api.put(`/api/config/partners/${opened.id}`, { ...shop, address: 'Ana' }, ana),
      await ctx.api.post(`/api/config/partners/${opened.id}/contacts`, contact, ana),
      await ctx.api.delete(`/api/config/partners/${opened.id}`, ana),
    ]) {
      expect(res.status).toBe(428);
      expect(res.body.error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
    }
    ctx.t.clock.set(new Date('2026-01-15T09:05:00.000Z'));
    expect(
      (
        await ctx.api.put(
          `/api/config/partners/${opened.id}`,
          { ...shop, phone: '+40 799 999 999' },
          { ...paula, ...ifMatch(1) },
        )
      ).status,
    ).toBe(200);
    ctx.t.clock.set(new Date('2026-01-15T09:07:00.000Z'));
    const stale = [
      await ctx.api.put(`/api/config/partners/${opened.id}`, { ...shop, address: 'Ana' }, { ...ana, ...ifMatch(1) }),
      await ctx.api.post(`/api/config/partners/${opened.id}/contacts`, contact, { ...ana, ...ifMatch(1) }),
      await ctx.api.delete(`/api/config/partners/${opened.id}`, { ...ana, ...ifMatch(1) }),
    ];
    for (const res of stale) {
      expect(res.status).toBe(409);
      expect(res.headers.get('ETag')).toBe('"2"');
      expect(res.body).toMatchObject({
        error: { code: 'conflict', params: { changed_by: 'Paula Partner', changed_at: '2026-01-15T09:05:00.000Z' } },
        current: { id: opened.id, phone: '+40 799 999 999', address: 'Sos. Pipera 1', version: 2, contacts: [] },
      });
    }
    expect(await pipera(ana)).toMatchObject({
      phone: '+40 799 999 999',
      address: 'Sos. Pipera 1',
      version: 2,
      contacts: [],
    });
  });

  it('lets exactly one of two changes made on one version win', async () => {
    const { ana, paula, opened } = await setUp();
    const answers = await Promise.all([
      ctx.api.put(`/api/config/partners/${opened.id}`, { ...shop, address: 'Ana' }, { ...ana, ...ifMatch(1) }),
      ctx.api.put(`/api/config/partners/${opened.id}`, { ...shop, address: 'Paula' }, { ...paula, ...ifMatch(1) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200) === answers[0] ? 'Ana' : 'Paula';
    expect(await pipera(ana)).toMatchObject({ address: winner, version: 2 });
    // A deletion and a change on one version: one wins; the other finds it gone (404) or changed (409).
    const [deletion, change] = await Promise.all([
      ctx.api.delete(`/api/config/partners/${opened.id}`, { ...ana, ...ifMatch(2) }),
      ctx.api.put(`/api/config/partners/${opened.id}`, shop, { ...paula, ...ifMatch(2) }),
    ]);
    if (deletion.status === 200) {
      expect(change.status).toBe(404);
      expect(await pipera(ana)).toBeUndefined();
    } else {
      expect([deletion.status, change.status]).toEqual([409, 200]);
      expect((await pipera(ana)).version).toBe(3);
    }
  });

  it('deletes a partner with its contacts on the current version, audited, and never one that holds or held work', async () => {
    const { ana, opened } = await setUp();
    await ctx.api.post(`/api/config/partners/${opened.id}/contacts`, contact, { ...ana, ...ifMatch(1) });
    const deleted = await ctx.api.delete(`/api/config/partners/${opened.id}`, { ...ana, ...ifMatch(2) });
    expect(deleted.status).toBe(200);
    expect(v.parse(PartnersSchema, deleted.body).map((p) => p.name)).toEqual([
      'Expert Evaluări',
      'Service Auto Militari',
    ]);
    expect(
      await ctx.t.database.db.selectFrom('partner_contacts').select('id').where('partner_id', '=', opened.id).execute(),
    ).toEqual([]);
    const audit = await ctx.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'partner.delete')
      .execute();
    expect(audit).toEqual([{ action: 'partner.delete', target: 'Service Auto Pipera' }]);
    expect((await ctx.api.delete(`/api/config/partners/${opened.id}`, { ...ana, ...ifMatch(2) })).status).toBe(404);

    const militari = v
      .parse(PartnersSchema, (await ctx.api.get('/api/config/partners', ana)).body)
      .find((p) => p.name === 'Service Auto Militari')!;
    const inUse = await ctx.api.delete(`/api/config/partners/${militari.id}`, { ...ana, ...ifMatch(militari.version) });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({
      code: 'in_use',
      params: { assignments: 3, count: 3 },
      message: 'Service Auto Militari holds or held 3 assignments and stays on record: mark it inactive instead.',
    });
    const inRomanian = await ctx.api.delete(`/api/config/partners/${militari.id}`, {
      ...ana,
      ...ifMatch(militari.version),
      'Accept-Language': 'ro',
    });
    expect(inRomanian.body.error.message).toBe(
      'Service Auto Militari deține sau a deținut 3 activități și rămâne în evidență: marcați-l în schimb ca inactiv.',
    );
    expect(v.parse(PartnersSchema, (await ctx.api.get('/api/config/partners', ana)).body).map((p) => p.name)).toContain(
      'Service Auto Militari',
    );
  });
});
