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

/** The three forms of a count's message, for a page's list of keys: `...pluralKeys('booking.free')`. */
export function pluralKeys<B extends string>(base: B): [`${B}_one`, `${B}_few`, `${B}_other`] {
  return [`${base}_one`, `${base}_few`, `${base}_other`];
}

/**
 * The key i18next would read for a message key named by a check or the server (`error.field.atMost`
 * with `{ count: 20 }`): the count's form where the page picked the forms, else the key itself.
 */
export function formKey(
  language: Language,
  key: string,
  values: Record<string, unknown> | undefined,
  strings: Record<string, string>,
): string {
  const count = values?.count;
  return typeof count === 'number' && !(key in strings) && `${key}_one` in strings
    ? pluralKey(language, key, count)
    : key;
}
