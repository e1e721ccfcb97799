import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import ro from '../../public/assets/i18n/ro.json';
import { type MessageKey, translator } from './i18n.ts';
import { islandT } from './i18n-island.ts';
import { formKey } from './field-messages.ts';
import { pluralKey, pluralKeys } from './plural.ts';

/** Every message that counts: the keys ro.json holds in three forms, by their base. */
const BASES = Object.keys(ro)
  .filter((key) => key.endsWith('_one'))
  .map((key) => key.slice(0, -'_one'.length))
  .filter((base) => pluralKeys(base).every((key) => key in ro));
/** The three forms' keys of a base found at run time, typed as the translator's keys. */
const formsOf = (base: string) => pluralKeys(base) as string[] as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);

describe('the count of bookings', () => {
  it('takes the form i18next takes, in every language', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const island = islandT(t.pick(['agenda.count_one', 'agenda.count_few', 'agenda.count_other']));
      for (const count of [0, 1, 2, 5, 19, 20, 21, 100, 101, 102, 120]) {
        const picked = island(pluralKey(language, 'agenda.count', count), { count });
        expect(picked, `${language} ${count}`).toBe(t('agenda.count' as MessageKey, { count }));
      }
    }
  });

  it('says "1 programare", "2 programări", "20 de programări" and "1 booking", "2 bookings"', () => {
    const say = (language: 'en' | 'ro', count: number) =>
      islandT(translator(language).pick(['agenda.count_one', 'agenda.count_few', 'agenda.count_other']))(
        pluralKey(language, 'agenda.count', count),
        { count },
      );
    expect([1, 2, 20].map((n) => say('ro', n))).toEqual(['1 programare', '2 programări', '20 de programări']);
    expect([1, 2, 20].map((n) => say('en', n))).toEqual(['1 booking', '2 bookings', '20 bookings']);
  });
});

describe('every message that counts', () => {
  it('is found: the search, the field checks, the mails and the bookings among them', () => {
    expect(BASES.length).toBeGreaterThan(50);
    expect(BASES).toEqual(
      expect.arrayContaining(['search.results', 'error.field.tooShort', 'otp.mail.body', 'booking.free']),
    );
  });

  it('reads the same in an island (islandT and pluralKey) as through i18next, for 1, 2, 19, 20 and 101', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const base of BASES) {
        const forms = t.pick(formsOf(base));
        const island = islandT(forms);
        const names = new Set(Object.values(forms).flatMap(placeholders));
        expect([...names], `${base} counts by {{count}}`).toContain('count');
        for (const count of [1, 2, 19, 20, 101]) {
          const values = { ...Object.fromEntries([...names].map((name) => [name, `<${name}>`])), count };
          const key = pluralKey(language, base, count) as MessageKey;
          expect(island(key, values), `${language} ${base} ${count}`).toBe(t(base as MessageKey, values));
          // A check's message named by its base key reads the same way (forms, fields).
          expect(formKey(language, base, values, forms)).toBe(key);
        }
      }
    }
  });

  it('takes in Romanian the one form for 1, the few for 2 and the other ("de") for 20', () => {
    const t = translator('ro');
    for (const base of BASES) {
      const forms = t.pick(formsOf(base));
      expect(
        [1, 2, 20].map((count) => t(base as MessageKey, { count })),
        base,
      ).toEqual(Object.values(forms).map((form, i) => form.replace(/\{\{\s*count\s*\}\}/g, String([1, 2, 20][i]))));
    }
    expect(['1 rezultat', '2 rezultate', '20 de rezultate']).toEqual(
      [1, 2, 20].map((count) => t('search.results' as MessageKey, { count })),
    );
  });
});
