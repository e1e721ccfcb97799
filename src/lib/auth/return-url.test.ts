import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../contract/auth.ts';
import { safeReturnUrl } from './paths.ts';
import { destinationAfterSignIn } from './sign-in.ts';

const ORIGIN = 'https://claims.example.ro';

/**
 * Return addresses a crafted link could carry, as the login page reads them from its query string
 * (already percent-decoded once). Each one, followed by a browser, would leave the site unless refused.
 */
const LEAVING = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/.//evil.example',
  '/..//x',
  '/a/..//x',
  '/a/b/../..//x',
  '/%2e//x',
  '/%2E//x',
  '/%2e%2e//x',
  '/a/%2e%2e//x',
  '/./\\x',
  '/.\\/x',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '//evil.example/%2F..',
  '/./\t\\evil.example',
  'https://evil.example',
  'HTTPS://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'ftp://evil.example',
  '//claims.example.ro@evil.example',
  'https://claims.example.ro@evil.example/',
  'https://claims.example.ro.evil.example/',
  'http://claims.example.ro/',
  'https://claims.example.ro:444/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
];

/** Addresses on the site itself, which are followed. */
const STAYING: [string, string][] = [
  ['/search?q=DEMO', '/search?q=DEMO'],
  ['/assignments/view/12#timeline', '/assignments/view/12#timeline'],
  ['/ro/reports', '/ro/reports'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/a/../search', '/search'],
  ['https://claims.example.ro/config', '/config'],
];

/** Where a browser ends up when it follows the answer from a page of the site. */
const followed = (answer: string) => new URL(answer, `${ORIGIN}/login`);

describe('return address after sign-in', () => {
  it.each(LEAVING)('refuses %j, or keeps it on the site', (value) => {
    const answer = safeReturnUrl(value, ORIGIN);
    expect(answer === null ? ORIGIN : followed(answer).origin).toBe(ORIGIN);
  });

  it.each(LEAVING)('never answers %j with an address a browser resolves elsewhere', (value) => {
    // Also in the form a link carries it, percent-encoded once more (the query string is decoded once).
    for (const form of [value, encodeURIComponent(value)]) {
      const answer = safeReturnUrl(form, ORIGIN);
      expect(answer === null ? ORIGIN : followed(answer).origin, form).toBe(ORIGIN);
    }
  });

  it.each(STAYING)('follows %j on the site', (value, path) => {
    const answer = safeReturnUrl(value, ORIGIN);
    expect(answer).not.toBeNull();
    const url = followed(answer!);
    expect(url.origin).toBe(ORIGIN);
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
  });

  it.each([null, undefined, ''])('has nothing to follow for %j', (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });
});

describe('destination after a good sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  const auth = (language: 'en' | 'ro') =>
    ({
      one_time_password_required: false,
      profile: { language, is_expired: false, is_default_pass: false },
    }) as unknown as AuthResponse;

  it.each(LEAVING)('goes to the landing page instead of %j', (value) => {
    vi.stubGlobal('location', new URL(`${ORIGIN}/ro/login`));
    const destination = destinationAfterSignIn(auth('ro'), value);
    expect(followed(destination).origin).toBe(ORIGIN);
  });

  it('goes to a return address on the site', () => {
    vi.stubGlobal('location', new URL(`${ORIGIN}/login?returnUrl=%2Fsearch`));
    expect(followed(destinationAfterSignIn(auth('en'), '/search?q=1')).href).toBe(`${ORIGIN}/search?q=1`);
  });

  it("takes the profile's language, whichever language the login page was in", () => {
    vi.stubGlobal('location', new URL(`${ORIGIN}/ro/login?returnUrl=%2Fro%2Fsearch`));
    expect(followed(destinationAfterSignIn(auth('en'), '/ro/search?q=1')).href).toBe(`${ORIGIN}/search?q=1`);
    vi.stubGlobal('location', new URL(`${ORIGIN}/login`));
    expect(followed(destinationAfterSignIn(auth('ro'), '/assignments/worklist')).href).toBe(
      `${ORIGIN}/ro/assignments/worklist`,
    );
  });

  it('goes to the landing page in the profile language without one', () => {
    vi.stubGlobal('location', new URL(`${ORIGIN}/login`));
    expect(followed(destinationAfterSignIn(auth('ro'), '//evil.example')).href).toBe(`${ORIGIN}/ro/`);
  });
});
