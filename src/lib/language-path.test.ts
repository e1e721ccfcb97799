import { describe, expect, it } from 'vitest';
import { toLanguage } from './language-path.ts';

describe('language switch address', () => {
  it('keeps the page, its parameters and its query', () => {
    expect(toLanguage({ pathname: '/status/DEMO000123', search: '?org_code=DEMO', hash: '' }, 'ro')).toBe('/ro/status/DEMO000123?org_code=DEMO');
    expect(toLanguage({ pathname: '/ro/login', search: '?returnUrl=%2Fsearch', hash: '' }, 'en')).toBe('/login?returnUrl=%2Fsearch');
    expect(toLanguage({ pathname: '/', search: '', hash: '' }, 'ro')).toBe('/ro/');
  });
});
