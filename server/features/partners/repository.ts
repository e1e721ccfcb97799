import { sql, type Kysely } from 'kysely';
import type { ContactInput, Partner, PartnerInput } from '../../../contract/partners.ts';
import type { Database } from '../../db/schema.ts';
import { withUserNames } from '../organisations/index.ts';
import { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';
import { openAssignmentsPerPartner } from '../assignments/index.ts';

/** The organisation's partners with their contacts and how much open work each holds. */
export async function partnersOf(db: Kysely<Database>, organisationId: string, onlyId?: string): Promise<Partner[]> {
  let query = db.selectFrom('partners').selectAll().where('organisation_id', '=', organisationId);
  if (onlyId) query = query.where('id', '=', onlyId);
  const partners = await query.orderBy('name').execute();
  if (partners.length === 0) return [];
  const ids = partners.map((p) => p.id);
  const contacts = await db
    .selectFrom('partner_contacts')
    .selectAll()
    .where('partner_id', 'in', ids)
    .orderBy('full_name')
    .execute();
  const open = await openAssignmentsPerPartner(db, organisationId, ids);
  return partners.map((p) => ({
    id: p.id,
    kind: p.kind,
    name: p.name,
    tax_code: p.tax_code,
    email: p.email,
    phone: p.phone,
    county_code: p.county_code,
    address: p.address,
    active: p.active === 1,
    labour_rate: p.labour_rate === null ? null : Number(p.labour_rate),
    contacts: contacts
      .filter((c) => c.partner_id === p.id)
      .map(({ id, full_name, job_title, email, phone }) => ({ id, full_name, job_title, email, phone })),
    open_assignments: open.get(p.id) ?? 0,
    version: p.version,
  }));
}

export async function partnerOf(db: Kysely<Database>, organisationId: string, id: string): Promise<Partner> {
  const [partner] = await partnersOf(db, organisationId, id);
  if (!partner) throw new AppError('not_found', 'error.notFound.partner');
  return partner;
}

/** The answer to a change made on an old version: the partner as it is now and who changed it when. */
export async function stalePartner(db: Kysely<Database>, organisationId: string, id: string): Promise<AppError> {
  const partner = await partnerOf(db, organisationId, id);
  const last = await db
    .selectFrom('partners')
    .select(['updated_by_user_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [named] = await withUserNames(db, [last], { changed_by: 'updated_by_user_id' });
  return staleVersion(partner, partner.version, { changed_by: named?.changed_by ?? null, changed_at: last.updated_at });
}

interface Change {
  /** The version the change was made on. */
  expected: number;
  byUserId: string;
  at: Date;
}

const stored = (input: PartnerInput) => ({
  ...input,
  tax_code: input.tax_code.toUpperCase(),
  active: input.active ? 1 : 0,
});

export async function insertPartner(
  db: Kysely<Database>,
  organisationId: string,
  id: string,
  input: PartnerInput,
  byUserId: string,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('partners')
    .values({
      id,
      organisation_id: organisationId,
      ...stored(input),
      created_at: now,
      updated_at: now,
      updated_by_user_id: byUserId,
    })
    .execute();
}

/**
 * Moves the partner to its next version if it is still on the one the change was made on: false
 * when someone changed it meanwhile. The same statement checks and bumps, so of two changes made
 * on one version exactly one wins. Contacts belong to the partner's version too.
 */
export async function bumpPartner(
  db: Kysely<Database>,
  id: string,
  change: Change,
  input?: PartnerInput,
): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({
      ...(input ? stored(input) : {}),
      version: sql<number>`version + 1`,
      updated_by_user_id: change.byUserId,
      updated_at: change.at.toISOString(),
    })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertContact(
  db: Kysely<Database>,
  partnerId: string,
  id: string,
  input: ContactInput,
  at: Date,
): Promise<void> {
  await db
    .insertInto('partner_contacts')
    .values({ id, partner_id: partnerId, ...input, created_at: at.toISOString() })
    .execute();
}

export async function deleteContact(db: Kysely<Database>, contactId: string): Promise<void> {
  await db.deleteFrom('partner_contacts').where('id', '=', contactId).execute();
}

export async function deletePartner(db: Kysely<Database>, partnerId: string): Promise<void> {
  await db.deleteFrom('partner_contacts').where('partner_id', '=', partnerId).execute();
  await db.deleteFrom('partners').where('id', '=', partnerId).execute();
}
