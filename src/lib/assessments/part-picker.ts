import { atom } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem } from '../../../contract/reference.ts';
import { createTypeahead } from '../pages/typeahead.ts';
import { loadReferenceList } from '../reference/lists.ts';

/** Letters without their marks and case, so "usa" finds "Ușă" and "BARA" finds "Bară față". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The parts whose name or code holds every word typed, best first: those whose name starts with it. */
export function matchParts(parts: readonly ReferenceItem[], query: string, limit = 10): ReferenceItem[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  const found = parts.filter((part) => {
    const text = `${plain(part.name)} ${part.code}`;
    return words.every((word) => text.includes(word));
  });
  const first = words[0] ?? '';
  const rank = (part: ReferenceItem) => (plain(part.name).startsWith(first) ? 0 : 1);
  return [...found].sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

/**
 * The search-as-you-type that adds a part to the note (lib/pages/typeahead.ts over the
 * vehicle-parts list, read once per tab): Enter or a click adds the part and empties the box for
 * the next one; Enter before the arrows takes the first match. A part already in the note is not
 * added again: `$already` names it for the status line.
 */
export function createPartPicker(
  lang: Language,
  add: (part: ReferenceItem) => void,
  load = loadReferenceList,
  inNote: (code: string) => boolean = () => false,
) {
  const $already = atom<string | null>(null);
  let parts: Promise<ReferenceItem[]> | null = null;
  const list = () => {
    parts ??= load('vehicle_parts', lang).catch((error: unknown) => {
      parts = null;
      throw error;
    });
    return parts;
  };
  const pick = (part: ReferenceItem) => {
    box.stop();
    box.$text.set('');
    box.$results.set(null);
    box.$active.set(-1);
    if (inNote(part.code)) {
      $already.set(part.name);
      return;
    }
    $already.set(null);
    add(part);
  };
  const box = createTypeahead({ search: async (query) => matchParts(await list(), query), minLength: 1, pick });
  return {
    ...box,
    $already,
    pick,
    type(text: string) {
      $already.set(null);
      box.type(text);
    },
    key(key: string): boolean {
      const first = box.$results.get()?.[0];
      if (key === 'Enter' && box.$active.get() < 0 && first) {
        pick(first);
        return true;
      }
      return box.key(key);
    },
    exit: box.stop,
  };
}

export type PartPicker = ReturnType<typeof createPartPicker>;
