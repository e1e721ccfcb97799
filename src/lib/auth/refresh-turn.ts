import { REFRESH_TURN_COOKIE } from '../../../contract/auth.ts';

/** Where a refresh on its way records the turn cookie it left with, for whichever page comes next. */
const SENT_WITH_TURN_KEY = 'claims.refresh.sentWithTurn';
/** How long a page waits for a refresh an earlier page left on its way, before sending its own. */
const LANDING_WAIT_MS = 5_000;
const POLL_MS = 50;

function currentTurn(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${REFRESH_TURN_COOKIE}=`));
  return pair ? pair.slice(REFRESH_TURN_COOKIE.length + 1) : null;
}

/** localStorage, shared by the browser's tabs; null where the browser refuses it (then nothing waits). */
function shared(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * Waits while a refresh that an earlier page sent (in this tab or another) has not landed its new
 * cookie: the server spends a token as soon as it answers, so a page that left before the answer
 * came would otherwise have the next one send the spent token, which the replay defence takes for
 * theft, ending the session. The turn cookie changes when the answer lands.
 */
export async function earlierRefreshLanded(): Promise<void> {
  const sentWith = shared()?.getItem(SENT_WITH_TURN_KEY);
  if (!sentWith) return;
  const giveUpAt = Date.now() + LANDING_WAIT_MS;
  while (currentTurn() === sentWith && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  shared()?.removeItem(SENT_WITH_TURN_KEY);
}

/** Records that a refresh leaves now, with the cookie of the current turn. */
export function refreshLeaving(): void {
  const turn = currentTurn();
  if (turn) shared()?.setItem(SENT_WITH_TURN_KEY, turn);
}

/** The refresh's answer (whichever it was) has reached this page. */
export function refreshAnswered(): void {
  shared()?.removeItem(SENT_WITH_TURN_KEY);
}
