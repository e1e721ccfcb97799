import { atom, computed } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { createSaving } from '../pages/saving.ts';
import { setSession } from '../stores/session.ts';
import { changePassword } from './api.ts';

export interface PasswordChangeWords {
  /** Said beside the current password while it is empty. */
  oldRequired: string;
  /** Said for a failure that is not the server's answer (the network, a broken answer). */
  unexpected: string;
}

/**
 * The change-password dialog: the current password is checked by the server, the new one (typed
 * in the fields the renew page shares, checked there against the organisation's policy) is sent
 * with it. Success renews the session; any refusal empties what was typed and is said beside the
 * current password when it names it, else above the form.
 */
export function createPasswordChange(words: PasswordChangeWords) {
  const $old = atom('');
  /** The page's own checks show once the person has tried to send or left a field. */
  const $touched = atom(false);
  const $oldError = computed($old, (old) => (old ? null : words.oldRequired));
  const saving = createSaving(undefined, ['old_password']);

  const reset = () => {
    $old.set('');
    $touched.set(false);
  };

  return {
    $old,
    $touched,
    $oldError,
    saving,
    touch() {
      $touched.set(true);
    },
    /**
     * Sends the change when the page's own checks pass ('invalid' otherwise); 'refused' means the
     * form was emptied and the new password's fields are to be emptied too.
     */
    async submit(password: string, newValid: boolean): Promise<'invalid' | 'changed' | 'refused'> {
      $touched.set(true);
      if ($oldError.get() || !newValid || saving.$busy.get()) return 'invalid';
      const answer = await saving.save(async () => {
        let sent: Awaited<ReturnType<typeof changePassword>>;
        try {
          sent = await changePassword($old.get(), password);
        } catch (error) {
          throw error instanceof ApiError ? error : new Error(words.unexpected);
        }
        if (!(sent.passUpdated && sent.idToken && sent.profile)) throw new Error(sent.errorMessage);
        return { idToken: sent.idToken, profile: sent.profile };
      });
      reset();
      if (!answer) return 'refused';
      setSession(answer);
      return 'changed';
    },
    /** Closes the dialog: nothing typed or said stays for the next time. */
    close() {
      reset();
      saving.clear();
    },
  };
}
