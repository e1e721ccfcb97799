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
 * A return address is followed only when it resolves to this site's own origin, resolved the way
 * the browser will resolve it: dots, backslashes, tabs and encoded dots in a path such as
 * '/.//evil.example' become a protocol-relative '//evil.example' once normalised, so checking the
 * first characters is not enough. The answer is the absolute address, which no later step can
 * re-read as another host; a path that still starts with '//' is never one of ours and is refused.
 */
export function safeReturnUrl(
  value: string | null | undefined,
  origin = typeof location === 'undefined' ? null : location.origin,
): string | null {
  if (!value || !origin) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && !url.pathname.startsWith('//') ? url.href : null;
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
