import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';

type Item = { code: string; name: string };

// A reader looks for a country by its name: the list is in the alphabetical order of their language.
describe.each(TEST_ENGINES)('the reference lists on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const names = async (path: string, language: string) =>
    ((await ctx.api.get(path, { 'Accept-Language': language })).body as Item[]).map((item) => item.name);

  it('answers countries in the order of their names in the reader’s language', async () => {
    const ro = await names('/api/fnol/browseCountries/', 'ro');
    const en = await names('/api/fnol/browseCountries/', 'en');
    expect(ro).toHaveLength(en.length);
    expect(ro[0]).toBe('Afganistan');
    expect(en[0]).toBe('Afghanistan');
    // Ț after T, before U, as a Romanian alphabet has it; the English list has the Netherlands under N.
    const within = (list: string[], names: string[]) => list.filter((n) => names.includes(n));
    expect(within(ro, ['Austria', 'Belgia', 'Turcia', 'Țările de Jos', 'Ucraina'])).toEqual([
      'Austria',
      'Belgia',
      'Turcia',
      'Țările de Jos',
      'Ucraina',
    ]);
    expect(within(en, ['Austria', 'Belgium', 'Netherlands', 'Ukraine'])).toEqual([
      'Austria',
      'Belgium',
      'Netherlands',
      'Ukraine',
    ]);
    const collator = new Intl.Collator('ro');
    expect(ro).toEqual([...ro].sort(collator.compare));
  });

  it('orders counties by name too, but keeps the colours in their own order', async () => {
    const counties = await names('/api/fnol/browseCounties/RO', 'ro');
    expect(counties.indexOf('Brașov')).toBeLessThan(counties.indexOf('Brăila'));
    expect(counties).toEqual([...counties].sort(new Intl.Collator('ro').compare));
    const colours = await names('/api/fnol/browseColors/', 'en');
    expect(colours[0]).toBe('White');
    expect(colours.at(-1)).toBe('Other');
  });
});
