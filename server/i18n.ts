import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../contract/languages.ts';
import { createTranslationSystem, type TranslationTable } from '../contract/translation-system.ts';

/**
 * Messages the server itself shows people (e-mails, the renew page's errorMessage) come from the
 * same translation files and the same system as the site's, in the language the client asks for.
 */
const translatorFor = createTranslationSystem<string>(
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(
        readFileSync(new URL(`../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'),
      ) as TranslationTable,
    ]),
  ) as Record<Language, TranslationTable>,
);

export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return translatorFor(language)(key, values);
}

/** The language of a request: the client sends its interface language as Accept-Language. */
export function requestLanguage(c: Context): Language {
  const first = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
