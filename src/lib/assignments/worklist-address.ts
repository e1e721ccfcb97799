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
