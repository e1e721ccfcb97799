import type { Language } from '../../contract/languages.ts';

const rules = new Map<Language, Intl.PluralRules>();

/**
 * The key of a count's form, as i18next picks it (`base_one`, `base_few`, `base_other`, by the
 * language's plural rules): Romanian says "1 programare", "2 programari", "20 de programari".
 * Islands fill their strings without i18next (i18n-island.ts), so they pick the form here.
 */
export function pluralKey<B extends string>(
  language: Language,
  base: B,
  count: number,
): `${B}_${'one' | 'few' | 'other'}` {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const form = rule.select(count);
  return `${base}_${form === 'one' || form === 'few' ? form : 'other'}`;
}
