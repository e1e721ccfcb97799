import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import { type MessageKey, translator } from './i18n.ts';
import { islandT } from './i18n-island.ts';
import { pluralKey } from './plural.ts';

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
