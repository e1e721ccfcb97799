import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import en from '../../public/assets/i18n/en.json';
import ro from '../../public/assets/i18n/ro.json';

/**
 * Build-time translation for Astro pages: the same files the browser can fetch at
 * /assets/i18n/{lang}.json are read here, so every pre-rendered page carries its own language.
 * Islands get the few strings they need as props (see `messagesFor`), which keeps i18next out
 * of the shipped JavaScript.
 */
export type MessageKey = keyof typeof en;
export type Messages = Partial<Record<MessageKey, string>>;

const resources = { en: { translation: en }, ro: { translation: ro } };

const instance = i18next.createInstance();
await instance.init({
  resources,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** The raw templates of some keys in one language, for an island's props. */
export function messagesFor<K extends MessageKey>(language: Language, keys: readonly K[]): Record<K, string> {
  const table = (language === 'ro' ? ro : en) as Record<MessageKey, string>;
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Record<K, string>;
}
