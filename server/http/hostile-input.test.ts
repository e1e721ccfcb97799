import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/errors.ts';
import { TEST_ENGINES, useSeededApp } from '../test/engines.ts';
import { signInAs } from '../test/http.ts';

/**
 * Random, boundary and malformed input to every endpoint of the API
 * answers in the error shape with a 4xx, or succeeds: never a 500, never a stack trace, never a
 * hang (503 only where a service is deliberately not set up). The endpoints are read from the app's own route table, so a new call is covered the day
 * it is added.
 */
const SEGMENTS = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '',
    '..',
    '%',
    '%00',
    '\u0000',
    'null',
    'undefined',
    '-1',
    '0',
    '1e309',
    'NaN',
    '💥',
    'a'.repeat(5000),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    // Days outside any calendar the product works in.
    '9999-12-31',
    '0000-01-01',
    '1000-02-29',
    // A NUL inside text: PostgreSQL cannot store one.
    'a\u0000b',
  ),
  fc.uuid(),
);

const JSON_VALUES = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(
    null,
    {},
    [],
    '',
    0,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
    { username: 'handler\u0000', password: 'x\u0000' },
    { case_no: 'DEMO000123', code: 'AB\u0000DEF', challenge_id: '\u0000' },
    { starts_on: '9999-12-31', ends_on: '0000-01-01', from: '9999-12-31', to: '275760-09-13' },
  ),
  fc.dictionary(
    fc.constantFrom(
      'username',
      'password',
      'roles',
      'code',
      'entries',
      'from',
      'to',
      'status_code',
      'user_id',
      'message_content',
      'assignment_no',
      'starts_on',
      'ends_on',
    ),
    fc.anything({ maxDepth: 2 }),
  ),
);

const BODIES = fc.oneof(
  JSON_VALUES.map((value) => ({ text: JSON.stringify(value) ?? 'null', type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ text, type: 'text/plain' })),
  fc.constant({ text: '{"a":'.repeat(2000), type: 'application/json' }),
  fc.constant({ text: `"${'x'.repeat(200_000)}"`, type: 'application/json' }),
  fc.constant({ text: '', type: 'application/json; charset=utf-16' }),
);

const QUERIES = fc.dictionary(
  fc.constantFrom(
    'from',
    'to',
    'group',
    'type',
    'format',
    'filter_keys',
    'limit',
    'cursor',
    'q',
    'org_code',
    'category_code',
    'sort',
    'x',
  ),
  fc.oneof(fc.string({ maxLength: 40 }), SEGMENTS),
  { maxKeys: 4 },
);

describe.each(TEST_ENGINES)('hostile input to every endpoint on $name', (engine) => {
  const ctx = useSeededApp(engine);

  it('never answers 5xx, always in the error shape, never with a stack', { timeout: 240_000 }, async () => {
    const routes = [
      ...new Map(
        ctx.t.app.routes
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(60);
    const tokens = {
      admin: (await signInAs(ctx.api, 'admin')).idToken,
      manager: (await signInAs(ctx.api, 'manager')).idToken,
    };
    const authorisations = fc.oneof(
      fc.constantFrom(
        `Bearer ${tokens.admin}`,
        `Bearer ${tokens.manager}`,
        undefined,
        'Bearer',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${tokens.admin}x`,
        `Bearer ${'a'.repeat(10_000)}`,
      ),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
    );
    const requests = fc.record({
      route: fc.oneof(
        { arbitrary: fc.constantFrom(...routes), weight: 9 },
        // Calls that do not exist, with methods nobody routes.
        {
          arbitrary: fc.record({
            method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
            path: fc.constantFrom('/api/*', '/api/config/*/*', '/api/assignments/*/*/*'),
          }),
          weight: 1,
        },
      ),
      segments: fc.array(SEGMENTS, { minLength: 4, maxLength: 4 }),
      query: QUERIES,
      body: BODIES,
      authorization: authorisations,
      language: fc.oneof(fc.constantFrom('en', 'ro', 'fr', '*', 'ro-RO,ro;q=0.9'), fc.string({ maxLength: 30 })),
    });

    await fc.assert(
      fc.asyncProperty(requests, async ({ route, segments, query, body, authorization, language }) => {
        let n = 0;
        const path = route.path.replace(/:[\w]+|\*/g, () => encodeURIComponent(segments[n++ % segments.length]!));
        const search = new URLSearchParams(query).toString();
        const headers: Record<string, string> = { 'Accept-Language': language.replace(/[^\x20-\x7e]/g, '') };
        if (authorization) headers.Authorization = authorization.replace(/[^\x20-\x7e]/g, '');
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
        if (hasBody) headers['Content-Type'] = body.type;
        const res = await ctx.t.app.request(`${path}${search ? `?${search}` : ''}`, {
          method: route.method,
          headers,
          ...(hasBody ? { body: body.text } : {}),
        });
        const text = await res.text();
        const where = `${route.method} ${path} → ${res.status}: ${text.slice(0, 300)}`;
        // 503 is a deliberate answer (the assistant without a model); 500 never is.
        expect(res.status === 503 ? JSON.parse(text).error.code : res.status, where).toSatisfy(
          (answer: unknown) => answer === 'service_unavailable' || (typeof answer === 'number' && answer < 500),
        );
        expect(text, where).not.toMatch(/\n\s+at .+:\d+:\d+/);
        if (res.status >= 400) {
          const parsed = v.safeParse(ErrorBodySchema, JSON.parse(text));
          expect(parsed.success ? parsed.output.error.stack : 'not an error body', where).toBeUndefined();
        }
      }),
      { numRuns: 600 },
    );
  });
});
