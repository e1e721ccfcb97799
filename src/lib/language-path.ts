import { languagePrefix, splitLanguage, type Language } from '../../contract/languages.ts';

/** The address of the same page in another language, keeping its parameters and query. */
export function toLanguage(location: Pick<Location, 'pathname' | 'search' | 'hash'>, language: Language): string {
  const { path } = splitLanguage(location.pathname);
  return `${languagePrefix(language)}${path}${location.search}${location.hash}`;
}
