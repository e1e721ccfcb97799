import type { Kysely } from 'kysely';
import { ASSIGNMENT_TYPE_NAMES, ASSIGNMENT_TYPES } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { StatusesHelp } from '../../../contract/statuses-help.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import {
  bumpStatusHelpVersion,
  findStatusHelp,
  setStatusHelp,
  statusRowsOf,
  transitionsOfOrganisation,
  type StatusKey,
} from '../assignments/index.ts';
import { writeIfCurrent } from './bump-version.ts';

/** The organisation's statuses by assignment type, each with its help texts, their version and where it can move. */
export async function listStatusesHelp(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
): Promise<StatusesHelp> {
  const rows = await statusRowsOf(db, organisationId);
  const transitions = await transitionsOfOrganisation(db, organisationId);
  return ASSIGNMENT_TYPES.map((type) => ({
    assignment_type: type,
    type_name: ASSIGNMENT_TYPE_NAMES[type][language],
    statuses: rows
      .filter((r) => r.assignment_type === type)
      .map((r) => ({
        code: r.code,
        name_en: r.name_en,
        name_ro: r.name_ro,
        color: r.color,
        is_final: r.is_final === 1,
        help_en: r.help_en,
        help_ro: r.help_ro,
        version: r.help_version ?? 1,
        next_codes: transitions.get(`${type}/${r.code}`) ?? [],
      })),
  }));
}

/**
 * Replaces a status's help texts and records it, in one transaction, if nobody changed them since
 * version `seen`; false, with nothing written, otherwise.
 */
export function changeStatusHelp(
  db: Kysely<Database>,
  input: { actor: Actor; status: StatusKey; seen: number; help: { help_en: string; help_ro: string }; now: Date },
): Promise<boolean> {
  const { status, help } = input;
  return writeIfCurrent(
    db,
    (trx) => bumpStatusHelpVersion(trx, status, input.seen),
    async (trx) => {
      const before = await findStatusHelp(trx, status);
      await setStatusHelp(trx, status, help);
      const change = {
        action: 'status.help.update',
        target: `${status.assignment_type}/${status.code}`,
        before: { help_en: before?.help_en, help_ro: before?.help_ro },
        after: help,
      };
      await audit(trx, input.actor, change, input.now);
    },
  );
}
