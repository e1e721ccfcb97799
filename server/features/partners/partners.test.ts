import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PartnersSchema } from '../../../contract/partners.ts';
import { DEMO_APP_METADATA } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

const shop = {
  kind: 'repair_shop',
  name: 'Service Auto Pipera',
  tax_code: 'ro 998877',
  email: 'office@pipera.example.test',
  phone: '+40 723 111 222',
  county_code: 'IF',
  address: 'Sos. Pipera 1, Voluntari',
  active: true,
};

describe.each(TEST_ENGINES)('partners on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('names every wrong field of a body, each with its own message, in the language asked for', async () => {
    const admin = await as('admin');
    const wrong = { ...shop, name: ' ', tax_code: 'ro 998877' };
    const english = await ctx.api.post('/api/config/partners', wrong, admin);
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.partner.nameRequired',
      field: 'name',
    });
    expect(english.body.error.problems).toEqual([
      { field: 'name', key: 'error.partner.nameRequired', params: { limit: 1, count: 1 }, message: 'Write the name.' },
      { field: 'tax_code', key: 'error.partner.taxCode', message: 'The fiscal code, such as RO12345678.' },
    ]);
    const romanian = await ctx.api.post('/api/config/partners', wrong, { ...admin, 'Accept-Language': 'ro' });
    expect(romanian.body.error.message).toBe('Scrieți numele.');
    expect(romanian.body.error.problems).toEqual([
      { field: 'name', key: 'error.partner.nameRequired', params: { limit: 1, count: 1 }, message: 'Scrieți numele.' },
      { field: 'tax_code', key: 'error.partner.taxCode', message: 'Codul fiscal, de exemplu RO12345678.' },
    ]);
  });

  it('lets the partner manager keep partners and their contacts, every change audited', async () => {
    const admin = await as('admin');
    const seeded = v.parse(PartnersSchema, (await ctx.api.get('/api/config/partners', admin)).body);
    expect(seeded.map((p) => [p.name, p.open_assignments, p.contacts.length])).toEqual([
      ['Expert Evaluări', 0, 1],
      ['Service Auto Militari', 3, 1],
    ]);
    const badTax = await ctx.api.post('/api/config/partners', shop, admin);
    expect(badTax.body.error).toMatchObject({
      key: 'error.partner.taxCode',
      field: 'tax_code',
      message: 'The fiscal code, such as RO12345678.',
    });
    const created = v.parse(
      PartnersSchema,
      (await ctx.api.post('/api/config/partners', { ...shop, tax_code: 'ro998877' }, admin)).body,
    );
    const pipera = created.find((p) => p.name === 'Service Auto Pipera')!;
    expect(pipera).toMatchObject({ tax_code: 'RO998877', county_code: 'IF', active: true, contacts: [] });
    const noCounty = await ctx.api.put(
      `/api/config/partners/${pipera.id}`,
      { ...shop, tax_code: 'RO998877', county_code: 'ZZ' },
      { ...admin, ...ifMatch(1) },
    );
    expect(noCounty.body.error.message).toBe('Choose a county from the list.');
    const withContact = v.parse(
      PartnersSchema,
      (
        await ctx.api.post(
          `/api/config/partners/${pipera.id}/contacts`,
          {
            full_name: 'Vlad Vopsitor',
            job_title: 'Vopsitorie',
            email: 'vlad@pipera.example.test',
            phone: '+40 723 111 223',
          },
          { ...admin, ...ifMatch(1) },
        )
      ).body,
    );
    const contact = withContact.find((p) => p.id === pipera.id)!.contacts[0]!;
    expect(contact.full_name).toBe('Vlad Vopsitor');
    const badPhone = await ctx.api.post(
      `/api/config/partners/${pipera.id}/contacts`,
      { full_name: 'X', job_title: '', email: 'x@example.test', phone: '12' },
      { ...admin, ...ifMatch(2) },
    );
    expect(badPhone.body.error).toMatchObject({
      key: 'error.field.phone',
      field: 'phone',
      message: 'Enter a phone number such as +40 721 000 000.',
    });
    const removed = v.parse(
      PartnersSchema,
      (
        await ctx.api.post(
          `/api/config/partners/${pipera.id}/contacts/${contact.id}/remove`,
          {},
          { ...admin, ...ifMatch(2) },
        )
      ).body,
    );
    expect(removed.find((p) => p.id === pipera.id)!.contacts).toEqual([]);
    const deactivated = v.parse(
      PartnersSchema,
      (
        await ctx.api.put(
          `/api/config/partners/${pipera.id}`,
          { ...shop, tax_code: 'RO998877', active: false },
          { ...admin, ...ifMatch(3) },
        )
      ).body,
    );
    expect(deactivated.find((p) => p.id === pipera.id)!.active).toBe(false);
    const actions = (await ctx.t.database.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(['partner.create', 'partner.contact.add', 'partner.contact.remove', 'partner.update']);
  });

  it('refuses both areas to other roles, and special customers when the feature is off', async () => {
    const handler = await as('handler');
    const partnerId = (await ctx.t.database.db.selectFrom('partners').select('id').executeTakeFirstOrThrow()).id;
    const calls: [string, string, unknown?][] = [
      ['get', '/api/config/partners'],
      ['post', '/api/config/partners', shop],
      ['put', `/api/config/partners/${partnerId}`, shop],
      ['post', `/api/config/partners/${partnerId}/contacts`, {}],
      ['post', `/api/config/partners/${partnerId}/contacts/x/remove`, {}],
      ['get', '/api/special-customers'],
      ['get', `/api/special-customers/${partnerId}`],
      ['post', `/api/special-customers/${partnerId}/assignments`, { assignment_no: 'DEMO000123-1' }],
      ['post', `/api/special-customers/${partnerId}/assignments/x/release`, {}],
    ];
    for (const [method, path, body] of calls) {
      const res =
        method === 'get' ? await ctx.api.get(path, handler) : await (ctx.api as any)[method](path, body, handler);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const admin = await as('admin');
    expect((await ctx.api.get('/api/special-customers/not-a-partner', admin)).status).toBe(404);
    await ctx.t.database.db
      .updateTable('organisations')
      .set({ app_metadata: JSON.stringify({ ...DEMO_APP_METADATA, enable_special_customers: false }) })
      .where('code', '=', 'DEMO')
      .execute();
    expect((await ctx.api.get('/api/special-customers', admin)).status).toBe(403);
    expect((await ctx.api.get('/api/config/partners', admin)).status).toBe(200);
  });
});
