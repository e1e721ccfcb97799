import * as v from 'valibot';
import { DEFAULT_PASSWORD_MIN_LENGTH } from './limits.ts';

/** An organisation's password policy: the rules a new password must pass, each with its message. */
export const PasswordPolicySchema = v.object({
  min_length: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(128)),
  prevent_username: v.boolean(),
  prevent_username_message: v.string(),
  prevent_org_name: v.boolean(),
  prevent_org_name_message: v.string(),
  prevent_month: v.boolean(),
  prevent_month_message: v.string(),
  /** A regular expression the whole password must match; empty for none. */
  validation_rule: v.pipe(v.string(), v.maxLength(200)),
  validation_rule_message: v.string(),
});

export type PasswordPolicy = v.InferOutput<typeof PasswordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  min_length: DEFAULT_PASSWORD_MIN_LENGTH,
  prevent_username: false,
  prevent_username_message: '',
  prevent_org_name: false,
  prevent_org_name_message: '',
  prevent_month: false,
  prevent_month_message: '',
  validation_rule: '',
  validation_rule_message: '',
};

/** Longest password accepted: far above any real one, low enough to bound hashing work. */
export const MAX_PASSWORD_LENGTH = 1024;

const ROMANIAN_MONTHS = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];

/**
 * The one form a password is checked and hashed in (NIST SP 800-63B): NFKC, so that 'ă' typed as
 * one character or as 'a' with a combining breve, or full-width letters, are the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Lower case without diacritics, so 'ȘTEFAN', 'stefan' and 'Ştefan' compare equal. */
export function foldForComparison(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * Folded and without spaces or punctuation, so 'Demo-ASIGURARI' contains the organisation
 * 'Demo Asigurari' and 'Expired.User' the username 'expired.user'.
 */
function lettersAndDigits(text: string): string {
  return foldForComparison(text).replace(/[^\p{L}\p{N}]/gu, '');
}

export interface PasswordContext {
  username: string;
  orgName: string;
}

/**
 * Runs the organisation's own expression. The browser runs it directly; the server runs it in a
 * sandbox with a time limit, because an administrator's expression must not be able to hang it.
 */
export type RuleTester = (rule: string, password: string) => boolean;

export const testRuleDirectly: RuleTester = (rule, password) => new RegExp(rule, 'u').test(password);

/**
 * The first broken rule's message, or null when the new password is acceptable. `minLengthMessage`
 * is the translated 'Parola trebuie sa aiba cel putin {n} caractere' with n filled in.
 */
function passwordProblem(
  password: string,
  policy: PasswordPolicy,
  context: PasswordContext,
  minLengthMessage: string,
  testRule: RuleTester,
): string | null {
  password = normalisePassword(password);
  // Counted in characters as people see them, so an emoji or a ș is one character.
  if ([...password].length < policy.min_length) return minLengthMessage;
  if (password.length > MAX_PASSWORD_LENGTH) return minLengthMessage;
  const folded = lettersAndDigits(password);
  const username = lettersAndDigits(context.username);
  if (policy.prevent_username && username && folded.includes(username)) return policy.prevent_username_message;
  const orgName = lettersAndDigits(context.orgName);
  if (policy.prevent_org_name && orgName && folded.includes(orgName)) return policy.prevent_org_name_message;
  if (policy.prevent_month && ROMANIAN_MONTHS.some((month) => folded.includes(month)))
    return policy.prevent_month_message;
  if (policy.validation_rule && !testRule(policy.validation_rule, password)) return policy.validation_rule_message;
  return null;
}

/**
 * The valibot schema of a new password under a policy: the browser's form and the server's renew
 * and change calls both validate through it, so the rules and their messages cannot drift apart.
 */
export function newPasswordSchema(
  policy: PasswordPolicy,
  context: PasswordContext,
  minLengthMessage: string,
  testRule: RuleTester,
) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = passwordProblem(dataset.value, policy, context, minLengthMessage, testRule);
      if (problem) addIssue({ message: problem });
    }),
  );
}

/** The message of the first rule a new password breaks, or null. */
export function newPasswordError(schema: ReturnType<typeof newPasswordSchema>, password: string): string | null {
  const result = v.safeParse(schema, password);
  return result.success ? null : (result.issues[0]?.message ?? null);
}
