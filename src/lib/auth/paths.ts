import { DEFAULT_LANGUAGE, languagePrefix, splitLanguage, type Language } from '../../../contract/languages.ts';

/** The current page's language, from its address. */
export function currentLanguage(): Language {
  return typeof location === 'undefined' ? DEFAULT_LANGUAGE : splitLanguage(location.pathname).language;
}

/** A path in a language: localized('/login', 'ro') is '/ro/login'. */
export function localized(path: string, language: Language = currentLanguage()): string {
  return `${languagePrefix(language)}${splitLanguage(path).path}`;
}

/**
 * A return address is followed only when it stays on this site: a path starting with one '/',
 * never '//' or a scheme, so a crafted link cannot send a person elsewhere after sign-in.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'https://claims.invalid');
    return url.origin === 'https://claims.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The login page, remembering where the person was going. */
export function loginUrl(returnUrl?: string): string {
  const here = returnUrl ?? (typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`);
  const { path } = splitLanguage(here);
  const remember = path === '/' || path.startsWith('/login') ? '' : `?returnUrl=${encodeURIComponent(here)}`;
  return `${localized('/login')}${remember}`;
}
