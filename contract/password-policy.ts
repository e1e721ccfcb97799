import * as v from 'valibot';
import type { Language } from './languages.ts';
import { DEFAULT_PASSWORD_MIN_LENGTH } from './limits.ts';

/** A rule's message in each interface language; an empty one reads as the translation files' default. */
export const RuleMessageSchema = v.object({
  en: v.pipe(v.string(), v.maxLength(300)),
  ro: v.pipe(v.string(), v.maxLength(300)),
});
export type RuleMessage = v.InferOutput<typeof RuleMessageSchema>;

/** An organisation's password policy: the rules a new password must pass, each with its message. */
export const PasswordPolicySchema = v.object({
  min_length: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(128)),
  prevent_username: v.boolean(),
  prevent_username_message: RuleMessageSchema,
  prevent_org_name: v.boolean(),
  prevent_org_name_message: RuleMessageSchema,
  prevent_month: v.boolean(),
  prevent_month_message: RuleMessageSchema,
  /** A regular expression the whole password must match; empty for none. */
  validation_rule: v.pipe(v.string(), v.maxLength(200)),
  validation_rule_message: RuleMessageSchema,
});

export type PasswordPolicy = v.InferOutput<typeof PasswordPolicySchema>;

const NO_MESSAGE: RuleMessage = { en: '', ro: '' };

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  min_length: DEFAULT_PASSWORD_MIN_LENGTH,
  prevent_username: false,
  prevent_username_message: NO_MESSAGE,
  prevent_org_name: false,
  prevent_org_name_message: NO_MESSAGE,
  prevent_month: false,
  prevent_month_message: NO_MESSAGE,
  validation_rule: '',
  validation_rule_message: NO_MESSAGE,
};

/** The translation key of each rule's default message, shown where the organisation wrote none. */
export const RULE_DEFAULT_KEYS = {
  prevent_username: 'error.password.preventUsername',
  prevent_org_name: 'error.password.preventOrgName',
  prevent_month: 'error.password.preventMonth',
  validation_rule: 'error.password.validationRule',
} as const;
export type PasswordRule = keyof typeof RULE_DEFAULT_KEYS;
export type RuleDefaultKey = (typeof RULE_DEFAULT_KEYS)[PasswordRule];

/** The messages a new password is checked with, all in one language. */
export type PasswordMessages = Record<PasswordRule | 'min_length', string>;

/**
 * Each rule's message in a language: the organisation's own text, or the default when it wrote
 * none in that language. `minLength` is the translated minimum-length message with n filled in.
 */
export function passwordMessages(
  policy: PasswordPolicy,
  language: Language,
  minLength: string,
  defaultOf: (key: RuleDefaultKey) => string,
): PasswordMessages {
  const pick = (rule: PasswordRule) => policy[`${rule}_message`][language].trim() || defaultOf(RULE_DEFAULT_KEYS[rule]);
  return {
    min_length: minLength,
    prevent_username: pick('prevent_username'),
    prevent_org_name: pick('prevent_org_name'),
    prevent_month: pick('prevent_month'),
    validation_rule: pick('validation_rule'),
  };
}

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
 * 'Demo Asigurări' and 'Expired.User' the username 'expired.user'.
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

/** The first broken rule's message (from passwordMessages), or null when the new password is acceptable. */
function passwordProblem(
  password: string,
  policy: PasswordPolicy,
  context: PasswordContext,
  messages: PasswordMessages,
  testRule: RuleTester,
): string | null {
  password = normalisePassword(password);
  // Counted in characters as people see them, so an emoji or a ș is one character.
  if ([...password].length < policy.min_length) return messages.min_length;
  if (password.length > MAX_PASSWORD_LENGTH) return messages.min_length;
  const folded = lettersAndDigits(password);
  const username = lettersAndDigits(context.username);
  if (policy.prevent_username && username && folded.includes(username)) return messages.prevent_username;
  const orgName = lettersAndDigits(context.orgName);
  if (policy.prevent_org_name && orgName && folded.includes(orgName)) return messages.prevent_org_name;
  if (policy.prevent_month && ROMANIAN_MONTHS.some((month) => folded.includes(month))) return messages.prevent_month;
  if (policy.validation_rule && !testRule(policy.validation_rule, password)) return messages.validation_rule;
  return null;
}

/**
 * The valibot schema of a new password under a policy: the browser's form and the server's renew
 * and change calls both validate through it, so the rules and their messages cannot drift apart.
 */
export function newPasswordSchema(
  policy: PasswordPolicy,
  context: PasswordContext,
  messages: PasswordMessages,
  testRule: RuleTester,
) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = passwordProblem(dataset.value, policy, context, messages, testRule);
      if (problem) addIssue({ message: problem });
    }),
  );
}

/** The message of the first rule a new password breaks, or null. */
export function newPasswordError(schema: ReturnType<typeof newPasswordSchema>, password: string): string | null {
  const result = v.safeParse(schema, password);
  return result.success ? null : (result.issues[0]?.message ?? null);
}
