/** The interface languages of the product; English is the default and lives at the plain path. */
export const LANGUAGES = ['en', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for the default language, '/ro' for Romanian. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Splits '/ro/login' into { language: 'ro', path: '/login' }; paths without a prefix are English. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}
