/**
 * Each step of the claim form is an entry of the browser's history, so Back goes to the step
 * before, as on a site of several pages. Loaded with the first move past a step (the form's first
 * load stays within its budget); the page's address does not change, the entry's state names the
 * place ('policy', 'event', ..., 'review').
 */
type Show = (place: string) => void;

let show: Show | null = null;

const placeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'fnolPlace' in state ? String(state.fnolPlace) : null;

/** Records the move from `from` to `to` as a new history entry; `onBack` shows a place Back or Forward returns to. */
export function recordMove(from: string, to: string, onBack: Show): void {
  if (!show) {
    // The entry the form opened on names its place too, so Back can come to it.
    history.replaceState({ ...(history.state as object), fnolPlace: from }, '');
    addEventListener('popstate', (event) => {
      const place = placeOf(event.state);
      if (place) show?.(place);
    });
  }
  show = onBack;
  history.pushState({ fnolPlace: to }, '');
}

/** Once the claim is sent, its steps are left behind: Back shows the confirmation no more steps. */
export function forgetSteps(): void {
  show = null;
}
