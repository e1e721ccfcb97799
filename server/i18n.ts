import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages.ts';

/**
 * Messages the server itself shows people (e-mails, the renew page's errorMessage) come from the
 * same translation files as the site's, in the language the client asks for.
 */
const tables = Object.fromEntries(
  (['en', 'ro'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../public/assets/i18n/${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Language, Record<string, string>>;

export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const template = tables[language][key] ?? tables.en[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The language of a request: the client sends its interface language as Accept-Language. */
export function requestLanguage(c: Context): Language {
  const first = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
