/**
 * Counts in the islands' strings: Romanian says "1 loc liber", "2 locuri libere", "20 de locuri
 * libere", English "1 booking", "2 bookings". A page picks a count's three forms (pluralKeys) and
 * its island chooses one with pluralKey(lang, base, count), as i18next does on pages and the server.
 */
export { pluralKey } from './i18n-island.ts';

/** The three forms of a count's message, for a page's list of keys: `...pluralKeys('booking.free')`. */
export function pluralKeys<B extends string>(base: B): [`${B}_one`, `${B}_few`, `${B}_other`] {
  return [`${base}_one`, `${base}_few`, `${base}_other`];
}
