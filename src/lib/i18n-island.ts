import { interpolate } from './interpolate.ts';

/** What an island says: `t(key)` for a string as given, `t(key, values)` with its placeholders filled. */
export type IslandT<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The island's typed translator over the strings its page picked for it (`t.pick` in i18n.ts). */
export function islandT<K extends string>(messages: Record<K, string>): IslandT<K> {
  return (key, values) => (values ? interpolate(messages[key], values) : messages[key]);
}
