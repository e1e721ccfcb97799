/**
 * Which of the offered content codings a request's Accept-Encoding allows, in the offered
 * (the server's preference) order; null when none is, or the header is absent (RFC 9110 12.5.3:
 * a coding with q=0 is refused, `*` stands for every coding not named).
 */
export function chooseEncoding<T extends string>(header: string | undefined, offered: Iterable<T>): T | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0) return coding;
  }
  return null;
}
