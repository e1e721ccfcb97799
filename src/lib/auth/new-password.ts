import type { Profile } from '../../../contract/auth.ts';
import { newPasswordError, newPasswordSchema, testRuleDirectly } from '../../../contract/password-policy.ts';
import { interpolate } from '../interpolate.ts';

export interface NewPasswordMessages {
  'validation.newPasswordRequired': string;
  'validation.confirmRequired': string;
  'password.error.minLength': string;
  'password.error.mismatch': string;
}

/**
 * The browser's check of a new password and its confirmation: the organisation's policy from the
 * profile, through the same rules (contract/password-policy.ts) the server applies again.
 */
export function newPasswordErrors(password: string, confirmation: string, profile: Profile, m: NewPasswordMessages) {
  const policy = profile.app_metadata.credentials.password_policy;
  const minLength = interpolate(m['password.error.minLength'], { n: policy.min_length });
  const passwordError = !password
    ? m['validation.newPasswordRequired']
    : newPasswordError(
        newPasswordSchema(
          policy,
          { username: profile.username, orgName: profile.org_name },
          minLength,
          testRuleDirectly,
        ),
        password,
      );
  const confirmationError = !confirmation
    ? m['validation.confirmRequired']
    : confirmation !== password
      ? m['password.error.mismatch']
      : null;
  return { passwordError, confirmationError };
}
