/**
 * The worklist's text in the page's address (?q=): read when the page opens, written in place
 * (replaceState, no new history entry per word) as the list follows what was typed.
 */
export const textFromAddress = (): string => new URLSearchParams(location.search).get('q') ?? '';

export function textToAddress(text: string): void {
  const url = new URL(location.href);
  if (text) url.searchParams.set('q', text);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
}

/**
 * Whose work a link asks the list for (?scope=, a filter key: a report's count of the
 * organisation's work); null when it asks nothing.
 */
export function scopeFromAddress(): number | null {
  const scope = new URLSearchParams(location.search).get('scope');
  return scope !== null && /^[0-2]$/.test(scope) ? Number(scope) : null;
}
