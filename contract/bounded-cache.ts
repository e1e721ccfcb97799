/** Stores a value in a map used as a cache, first dropping the oldest entry when the map already holds `cap`, so memory stays bounded. */
export function setBounded<K, V>(cache: Map<K, V>, key: K, value: V, cap: number): void {
  if (cache.size >= cap) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
}
