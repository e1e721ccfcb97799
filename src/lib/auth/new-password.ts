import type { Profile } from '../../../contract/auth.ts';
import type { Language } from '../../../contract/languages.ts';
import {
  newPasswordError,
  newPasswordSchema,
  passwordMessages,
  RULE_DEFAULT_KEYS,
  type RuleDefaultKey,
  testRuleDirectly,
} from '../../../contract/password-policy.ts';
import { interpolate } from '../interpolate.ts';

/** The default message of each password rule, picked into the strings of a page that checks a new password. */
export const RULE_DEFAULT_MESSAGE_KEYS = Object.values(RULE_DEFAULT_KEYS);

export type NewPasswordMessages = Record<RuleDefaultKey, string> & {
  'validation.newPasswordRequired': string;
  'validation.confirmRequired': string;
  'password.error.minLength': string;
  'password.error.mismatch': string;
};

/**
 * The browser's check of a new password and its confirmation: the organisation's policy from the
 * profile, through the same rules (contract/password-policy.ts) the server applies again, each
 * rule's message in the page's language.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  profile: Profile,
  m: NewPasswordMessages,
  language: Language,
) {
  const policy = profile.app_metadata.credentials.password_policy;
  const minLength = interpolate(m['password.error.minLength'], { n: policy.min_length });
  const messages = passwordMessages(policy, language, minLength, (key) => m[key]);
  const passwordError = !password
    ? m['validation.newPasswordRequired']
    : newPasswordError(
        newPasswordSchema(
          policy,
          { username: profile.username, orgName: profile.org_name },
          messages,
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
