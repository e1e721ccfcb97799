import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import en from '../../public/assets/i18n/en.json';
import { type MessageKey, translator } from './i18n.ts';
import { islandT } from './i18n-island.ts';

const keys = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))];

describe('the islands translate as the pages do', () => {
  for (const language of LANGUAGES) {
    it(`gives every ${language} string the same text as i18next, with all, some or no values`, () => {
      const t = translator(language);
      const island = islandT(t.pick(keys));
      for (const key of keys) {
        const names = placeholders(t.pick([key])[key]);
        const all = Object.fromEntries(names.map((name, i) => [name, i % 2 ? i : `<${name}>`]));
        const some = Object.fromEntries(names.slice(1).map((name) => [name, `[${name}]`]));
        expect(island(key, all), key).toBe(t(key, all));
        expect(island(key, some), key).toBe(t(key, some));
        expect(island(key), key).toBe(t(key));
      }
    });
  }

  it('leaves a placeholder without a value visible', () => {
    const island = islandT({ greeting: '{{ a }} and {{b}}' });
    expect(island('greeting', { a: 'x' })).toBe('x and {{b}}');
  });
});
