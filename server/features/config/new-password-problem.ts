import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import { newPasswordError, newPasswordSchema, passwordMessages } from '../../../contract/password-policy.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { testRuleSafely } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById } from '../organisations/index.ts';

/** What is wrong with a password a configurator gives a user, by the organisation's policy; null when nothing. */
export async function newPasswordProblem(
  db: Kysely<Database>,
  input: { organisationId: string; username: string; password: string; language: Language },
): Promise<string | null> {
  const org = await findOrganisationById(db, input.organisationId);
  const policy = appMetadataOf(org).credentials.password_policy;
  const { language } = input;
  const minLength = translate(language, 'password.error.minLength', { n: policy.min_length });
  const messages = passwordMessages(policy, language, minLength, (key) => translate(language, key));
  const schema = newPasswordSchema(policy, { username: input.username, orgName: org.name }, messages, testRuleSafely);
  return newPasswordError(schema, input.password);
}
