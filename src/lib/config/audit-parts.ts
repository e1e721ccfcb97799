/** A piece of a changes-log sentence: the product's words, or the reader's data (a person's name, a claim number). */
export interface SentencePart {
  text: string;
  data: boolean;
}

/**
 * Splits a sentence where it names `names` (who acted, for whom, on what), so the page can mark
 * those as data, never translated nor read as the product's words; the first match at each place
 * wins, the longest name first ("Ana Admin-Pop" before "Ana Admin").
 */
export function sentenceParts(sentence: string, names: readonly (string | null)[]): SentencePart[] {
  const wanted = [...new Set(names.filter((n): n is string => !!n && n.trim() !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const parts: SentencePart[] = [];
  let rest = sentence;
  while (rest !== '') {
    let at = -1;
    let found = '';
    for (const name of wanted) {
      const i = rest.indexOf(name);
      if (i !== -1 && (at === -1 || i < at)) {
        at = i;
        found = name;
      }
    }
    if (at === -1) {
      parts.push({ text: rest, data: false });
      break;
    }
    if (at > 0) parts.push({ text: rest.slice(0, at), data: false });
    parts.push({ text: found, data: true });
    rest = rest.slice(at + found.length);
  }
  return parts;
}
