import { atom } from 'nanostores';
import type { Profile } from '../../../contract/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { loadSession } from '../stores/session.ts';
import { localized, loginUrl } from './paths.ts';
import { refreshTokens } from './refresh.ts';
import { needsRenewal, renewPassword } from './sign-in.ts';

/**
 * /renew-password (spec.md sections 4 and 8): only for a session whose password must be renewed;
 * the server's errorMessage on failure (the island then empties the form), and on success fresh
 * tokens and the root in the person's language.
 */
export function createRenewPage(
  words: { 'error.unexpected': string },
  navigate: (url: string) => void = (url) => location.assign(url),
) {
  const $profile = atom<Profile | null>(null);
  const $busy = atom(false);
  /** The refusal's words ('' when there is none): it replaces the expiry warning. */
  const $problem = atom('');

  /** Sends the new password; true when it was refused and the form starts again. */
  async function submit(password: string, valid: boolean): Promise<boolean> {
    if (!valid || $busy.get()) return false;
    $busy.set(true);
    $problem.set('');
    try {
      const answer = await renewPassword(password);
      if (answer.passUpdated) {
        const tokens = await refreshTokens();
        navigate(tokens ? localized('/', tokens.profile.language) : loginUrl('/'));
        return false;
      }
      $problem.set(answer.errorMessage);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        navigate(loginUrl('/'));
        return false;
      }
      $problem.set(error instanceof ApiError ? error.message : words['error.unexpected']);
    }
    $busy.set(false);
    return true;
  }

  return {
    $profile,
    $busy,
    $problem,
    submit,
    enter() {
      const session = loadSession();
      if (!session) navigate(loginUrl('/'));
      else if (!needsRenewal(session.profile)) navigate(localized('/', session.profile.language));
      else $profile.set(session.profile);
    },
    exit() {},
  };
}
