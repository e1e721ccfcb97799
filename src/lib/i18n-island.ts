import type { Language } from '../../contract/languages.ts';
import { interpolate } from './interpolate.ts';

/** What an island says: `t(key)` for a string as given, `t(key, values)` with its placeholders filled. */
export type IslandT<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The island's typed translator over the strings its page picked for it (`t.pick` in i18n.ts). */
export function islandT<K extends string>(messages: Record<K, string>): IslandT<K> {
  return (key, values) => (values ? interpolate(messages[key], values) : messages[key]);
}

/**
 * The key of a count's form, as i18next picks it (`base_one`, `base_few`, `base_other`, by the
 * language's plural rules): Romanian says "1 programare", "2 programări", "20 de programări".
 * English and Romanian have no other category. It lives beside islandT, in the runtime chunk every
 * island page loads (astro.config.mjs), for the public pages' JavaScript budget; islands import it
 * from plural.ts.
 */
export const pluralKey = <B extends string>(language: Language, base: B, count: number) =>
  `${base}_${new Intl.PluralRules(language).select(count)}` as `${B}_${'one' | 'few' | 'other'}`;
