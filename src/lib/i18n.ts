import type { Language } from '../../contract/languages.ts';
import { createTranslationSystem, type Translate } from '../../contract/translation-system.ts';
import en from '../../public/assets/i18n/en.json';
import ro from '../../public/assets/i18n/ro.json';

/**
 * Build-time translation for Astro pages: the same files the browser can fetch at
 * /assets/i18n/{lang}.json are read here, so every pre-rendered page carries its own language.
 * Islands get the few strings they need as props (`t.pick`, or `messagesFor`) and fill them with
 * `islandT` (i18n-island.ts): i18next itself would not fit the public pages' JavaScript budget.
 */
export type MessageKey = keyof typeof en;
export type Messages = Partial<Record<MessageKey, string>>;

/** The page's translator for a language: `t(key, values)`, and `t.pick(keys)` for an island's props. */
export const translator: (language: Language) => Translate<MessageKey> = createTranslationSystem<MessageKey>({
  en,
  ro,
});

/** The raw templates of some keys in one language, for an island's props. */
export function messagesFor<K extends MessageKey>(language: Language, keys: readonly K[]): Record<K, string> {
  return translator(language).pick(keys);
}
