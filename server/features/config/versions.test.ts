import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../../contract/roles.ts';
import { OrganisationSettingsSchema, type OrganisationSettings } from '../../../contract/settings.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

const OFFICE = { 'X-Forwarded-For': '10.1.2.3' };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;

type Headers = Record<string, string>;
/** A role the organisation knows, a different one for each variant of a change. */
const knownRole = (n: number) => BUILT_IN_ROLES[n % BUILT_IN_ROLES.length]!;
type Answer = { status: number; body: any; headers: globalThis.Headers };

/**
 * One kind of edited settings object: how to read its version, send a change (the n-th variant of
 * it, so two changes differ) and recognise in a 409's `current` the state it was changed to.
 */
interface Kind {
  name: string;
  version: (headers: Headers) => Promise<number>;
  change: (headers: Headers, n: number) => Promise<Answer>;
  shows: (current: any, n: number) => boolean;
}

// security.md 32: no change is applied over one its author did not see.
describe.each(TEST_ENGINES)('versions of settings objects on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const as = async (username: string) => ({ ...bearer((await signInAs(ctx.api, username)).idToken), ...OFFICE });
  const settings = async (headers: Headers) =>
    v.parse(OrganisationSettingsSchema, (await ctx.api.get('/api/config/organisation', headers)).body);
  const handlerId = async () =>
    (
      await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'handler')
        .executeTakeFirstOrThrow()
    ).id;

  const section = (
    name: keyof OrganisationSettings['versions'],
    path: string,
    body: (s: OrganisationSettings, n: number) => unknown,
    shows: Kind['shows'],
  ): Kind => ({
    name,
    version: async (h) => (await settings(h)).versions[name],
    change: async (h, n) => ctx.api.put(path, body(await settings(h), n), h),
    shows: (current, n) => current.versions[name] !== undefined && shows(current, n),
  });
  const kinds: Kind[] = [
    {
      name: 'user',
      version: async (h) =>
        (await ctx.api.get('/api/config/users', h)).body.find((u: { username: string }) => u.username === 'handler')
          .version,
      change: async (h, n) =>
        ctx.api.put(
          `/api/config/users/${await handlerId()}`,
          { full_name: `Elena ${n}`, email: null, language: 'en', roles: ['claims.handler'], work_group: null },
          h,
        ),
      shows: (current, n) => current.username === 'handler' && current.full_name === `Elena ${n}`,
    },
    {
      name: 'role',
      version: async (h) =>
        (await ctx.api.get('/api/config/roles', h)).body.find((r: { code: string }) => r.code === 'claims.handler')
          .version,
      change: async (h, n) =>
        ctx.api.put('/api/config/roles/claims.handler', { name_en: `Handler ${n}`, name_ro: `Inspector ${n}` }, h),
      shows: (current, n) => current.code === 'claims.handler' && current.name_en === `Handler ${n}`,
    },
    section(
      'branding',
      '/api/config/branding',
      (s, n) => ({ ...s.branding, short_name: `Brand ${n}` }),
      (c, n) => c.branding.short_name === `Brand ${n}`,
    ),
    section(
      'password_policy',
      '/api/config/password-policy',
      (s, n) => ({ ...s.password_policy, min_length: 10 + n }),
      (c, n) => c.password_policy.min_length === 10 + n,
    ),
    section(
      'tracker',
      '/api/config/tracker',
      (s, n) => ({ ...s.tracker, en: { ...s.tracker!.en, title: `Tracker ${n}` } }),
      (c, n) => c.tracker.en.title === `Tracker ${n}`,
    ),
    section(
      'assistant',
      '/api/config/assistant',
      (s, n) => ({ ...s.assistant, assistant_roles: [knownRole(n)] }),
      (c, n) => c.assistant.assistant_roles[0] === knownRole(n),
    ),
    section(
      'ip_allow_list',
      '/api/config/ip-allow-list',
      (_, n) => ({ entries: ['10.0.0.0/8', `192.168.${n}.0/24`] }),
      (c, n) => c.ip_allow_list[1] === `192.168.${n}.0/24`,
    ),
    {
      name: 'status help',
      version: async (h) => {
        const types = (await ctx.api.get('/api/config/statuses', h)).body as {
          assignment_type: string;
          statuses: { code: string; version: number }[];
        }[];
        return types
          .find((t) => t.assignment_type === 'vehicle_inspection')!
          .statuses.find((s) => s.code === 'scheduled')!.version;
      },
      change: (h, n) =>
        ctx.api.put(
          '/api/config/statuses/vehicle_inspection/scheduled/help',
          { help_en: `Help ${n}`, help_ro: `Ajutor ${n}` },
          h,
        ),
      shows: (current, n) => current.code === 'scheduled' && current.help_en === `Help ${n}`,
    },
  ];

  it.each(kinds.map((k) => [k.name, k] as const))(
    '%s: 428 without If-Match, applied and bumped when fresh, 409 naming who and when when stale',
    async (_, kind) => {
      const ana = await as('admin');
      const start = await kind.version(ana);

      const missing = await kind.change(ana, 1);
      expect(missing.status).toBe(428);
      expect(missing.body.error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
      expect(await kind.version(ana)).toBe(start);

      const fresh = await kind.change({ ...ana, 'If-Match': `"${start}"` }, 2);
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('ETag')).toBe(`"${start + 1}"`);
      expect(await kind.version(ana)).toBe(start + 1);

      // Another page still holding the first version: refused, told what is there now and who put it there.
      const stale = await kind.change({ ...ana, 'If-Match': `"${start}"` }, 3);
      expect(stale.status).toBe(409);
      expect(stale.headers.get('ETag')).toBe(`"${start + 1}"`);
      expect(stale.body.error).toMatchObject({
        code: 'conflict',
        params: { changed_by: 'Ana Admin', changed_at: expect.stringMatching(ISO) },
      });
      expect(kind.shows(stale.body.current, 2), JSON.stringify(stale.body.current)).toBe(true);
      expect(await kind.version(ana)).toBe(start + 1);
    },
  );

  it.each(kinds.map((k) => [k.name, k] as const))(
    '%s: of two saves made on one version, exactly one is applied',
    async (_, kind) => {
      const ana = await as('admin');
      const start = await kind.version(ana);
      const onStart = { ...ana, 'If-Match': `"${start}"` };
      const answers = await Promise.all([kind.change(onStart, 4), kind.change(onStart, 5)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await kind.version(ana)).toBe(start + 1);
    },
  );

  it('keeps the sections apart: saving the branding does not make a password-policy save stale', async () => {
    const ana = await as('admin');
    const before = await settings(ana);
    const branding = await ctx.api.put(
      '/api/config/branding',
      { ...before.branding, short_name: 'Other' },
      { ...ana, 'If-Match': `"${before.versions.branding}"` },
    );
    expect(branding.status).toBe(200);
    const policy = await ctx.api.put(
      '/api/config/password-policy',
      { ...before.password_policy, min_length: 11 },
      { ...ana, 'If-Match': `"${before.versions.password_policy}"` },
    );
    expect(policy.status).toBe(200);
    expect(policy.body.branding.short_name).toBe('Other');
  });
});
