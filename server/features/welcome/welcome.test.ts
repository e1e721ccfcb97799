import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PublicInsurerSchema } from '../../../contract/welcome.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';

describe.each(TEST_ENGINES)('the insurer of a public page on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const insurer = async (query: string, language = 'en') => {
    const answer = await ctx.api.get(`/api/welcome/insurer${query}`, { 'Accept-Language': language });
    expect(answer.status).toBe(200);
    return v.parse(PublicInsurerSchema, answer.body);
  };

  it('is named by code, by a case number, or not at all, and an unknown code is told apart', async () => {
    const demo = await insurer('?org_code=DEMO');
    expect(demo).toMatchObject({ code: 'DEMO', name: 'Demo Asigurări', phone: '+40 21 300 4000' });
    expect(demo).toMatchObject({ email: 'daune@demo-asigurari.example', phone_link: 'tel:+40213004000' });
    expect(demo).toMatchObject({ email_link: 'mailto:daune@demo-asigurari.example', no_contact: false });
    expect(demo.hours).toBe('Monday to Friday, 8:00 to 20:00');
    expect(demo.short_name).toBe('Demo Asigurări');
    expect((await insurer('?org_code=DEMO', 'ro')).hours).toBe('Luni–vineri, 8:00–20:00');

    const partner = await insurer('?org_code=PARTNER1');
    expect(partner).toMatchObject({ code: 'PARTNER1', name: 'Partner Service Auto', phone: '', email: '' });
    expect(partner).toMatchObject({ phone_link: '', email_link: '', no_contact: true });
    expect(partner.branding.color).toBe('#2e6b34');
    expect(partner.style['--brand-color']).toBe('#2e6b34');

    // No name is the installation's primary insurer; a case number is its code's, and a number
    // that begins with no code answers as the primary's, whether or not such a case exists.
    expect((await insurer('')).code).toBe('DEMO');
    expect((await insurer('?page=%2Fro%2Fstatus%2FDEMO000123')).code).toBe('DEMO');
    expect((await insurer('?page=%2Fstatus%2Fpartner1%252000001')).code).toBe('PARTNER1');
    expect(await insurer('?page=%2Fstatus%2FZZ999999')).toEqual(demo);
    expect((await insurer('?page=%2Fstatus%2FDEMO000123%3Forg_code%3DPARTNER1')).code).toBe('PARTNER1');
    expect((await insurer('?page=%2Fwelcome%2FPARTNER1%2Fprivacy')).code).toBe('PARTNER1');
    // A guest link's address cannot tell: its page asks by code once the assignment is known.
    expect((await ctx.api.get('/api/welcome/insurer?page=%2Fguest%2Finspection%2F0123456789abcdefghijkl')).status).toBe(
      204,
    );

    const unknown = await ctx.api.get('/api/welcome/insurer?page=%2Fro%2Fwelcome%2FNOPE', { 'Accept-Language': 'ro' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'not_found',
      field: 'org_code',
      message: 'Această adresă nu corespunde unui asigurător cunoscut.',
    });
    const malformed = await ctx.api.get('/api/welcome/insurer?page=%2Fwelcome%2F..%252Flogin');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ field: 'org_code', key: 'error.welcome.orgCode' });
    const elsewhere = await ctx.api.get('/api/welcome/insurer?page=https%3A%2F%2Fevil.example%2F');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ field: 'page', key: 'error.welcome.page' });
  });
});
