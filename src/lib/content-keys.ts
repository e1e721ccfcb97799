/**
 * List items paired with React keys drawn from their content, for lists that carry no id of their
 * own (a report's rows); a repeated item gets its occurrence number, so every key stays unique.
 */
export function withContentKeys<T>(items: readonly T[], contentOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const content = contentOf(item);
    const count = seen.get(content) ?? 0;
    seen.set(content, count + 1);
    return { key: count === 0 ? content : `${content}\u0000${count}`, item };
  });
}
