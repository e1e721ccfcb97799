import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { unknownRolesOf } from './role-catalogue.ts';

/** A role someone chose, and the request field that carried it ('roles', 'payment_limits.2.role'). */
export interface RoleChoice {
  field: string;
  role: string;
}

/**
 * Refuses a change that names a role the organisation does not know (a typo, a role of another
 * organisation), each at its field: a role is chosen from the catalogue, never typed.
 */
export async function assertKnownRoles(
  db: Kysely<Database>,
  organisationId: string,
  choices: readonly RoleChoice[],
): Promise<void> {
  const unknown = new Set(
    await unknownRolesOf(
      db,
      organisationId,
      choices.map((c) => c.role),
    ),
  );
  if (unknown.size === 0) return;
  const problems = choices
    .filter((c) => unknown.has(c.role))
    .map((c) => ({ field: c.field, key: 'error.role.unknown', params: { role: c.role } }));
  throw new AppError('validation_failed', 'error.role.unknown', { problems, params: problems[0]?.params });
}

/** Choices that all came in one field (a user's roles, the assistant's). */
export const choicesIn = (field: string, roles: readonly string[]): RoleChoice[] =>
  roles.map((role) => ({ field, role }));
