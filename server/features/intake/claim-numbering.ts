import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isClaimNumberTaken } from '../assignments/index.ts';
import { workGroupsBySize } from '../organisations/index.ts';

const INTAKE_FALLBACK_GROUP = 'intake';

/** The team whose worklist receives new claims: the organisation's largest claims group. */
export async function intakeGroup(db: Kysely<Database>, organisationId: string): Promise<string> {
  const [row] = await workGroupsBySize(db, organisationId);
  return row?.work_group ?? INTAKE_FALLBACK_GROUP;
}

/** Eight random digits after the organisation's code; the unique index is the last word. */
export async function newClaimNumber(trx: Kysely<Database>, org: { id: string; code: string }): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    const candidate = `${org.code}${randomInt(10_000_000, 100_000_000)}`;
    if (!(await isClaimNumberTaken(trx, org.id, candidate))) return candidate;
  }
  throw new AppError('service_unavailable', 'error.fnol.numberingBusy');
}
