import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import { newPasswordError, newPasswordSchema } from '../../../contract/password-policy.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { appMetadataOf, findOrganisationById, testRuleSafely } from '../auth/index.ts';

/** What is wrong with a password a configurator gives a user, by the organisation's policy; null when nothing. */
export async function newPasswordProblem(
  db: Kysely<Database>,
  input: { organisationId: string; username: string; password: string; language: Language },
): Promise<string | null> {
  const org = await findOrganisationById(db, input.organisationId);
  const policy = appMetadataOf(org).credentials.password_policy;
  const message = translate(input.language, 'password.error.minLength', { n: policy.min_length });
  const schema = newPasswordSchema(policy, { username: input.username, orgName: org.name }, message, testRuleSafely);
  return newPasswordError(schema, input.password);
}
