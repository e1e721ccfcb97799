import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** One language's strings, flat: the key is the whole dotted name, as in public/assets/i18n/*.json. */
export type TranslationTable = Record<string, string>;

/** A translator for one language: `t(key, values)`, and `t.pick(keys)` for the raw strings an island needs. */
export interface Translate<K extends string> {
  (key: K, values?: Record<string, string | number>): string;
  pick<P extends K>(keys: readonly P[]): Record<P, string>;
}

/**
 * The one translation system of pages, islands' strings and the server's messages: i18next over
 * the same files. A key missing in a language falls back to English, then to the key itself, and
 * `{{name}}` placeholders with no value stay visible, so a missing value shows instead of hiding.
 * Values are not HTML-escaped here: React escapes what it renders, and the server escapes where it
 * writes HTML itself.
 */
export function createTranslationSystem<K extends string>(tables: Record<Language, TranslationTable>) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: tables[language] }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return function translatorFor(language: Language): Translate<K> {
    // Keys are checked by Translate's own type; i18next's typing of values would need its module augmentation.
    const fixed = instance.getFixedT(language) as (key: string, values: object) => string;
    const t = ((key: K, values?: Record<string, string | number>) => fixed(key, values ?? {})) as Translate<K>;
    t.pick = <P extends K>(keys: readonly P[]) =>
      Object.fromEntries(keys.map((key) => [key, tables[language][key] ?? tables.en[key] ?? key])) as Record<P, string>;
    return t;
  };
}
