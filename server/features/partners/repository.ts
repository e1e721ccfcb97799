import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The organisation's partners with their contacts and how much open work each holds. */
export async function partnersOf(db: Kysely<Database>, organisationId: string, onlyId?: string): Promise<Partner[]> {
  let query = db.selectFrom('partners').selectAll().where('organisation_id', '=', organisationId);
  if (onlyId) query = query.where('id', '=', onlyId);
  const partners = await query.orderBy('name').execute();
  if (partners.length === 0) return [];
  const ids = partners.map((p) => p.id);
  const contacts = await db.selectFrom('partner_contacts').selectAll().where('partner_id', 'in', ids).orderBy('full_name').execute();
  const open = await db
    .selectFrom('assignments')
    .select(['partner_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', '=', organisationId)
    .where('partner_id', 'in', ids)
    .where('is_final', '=', 0)
    .groupBy('partner_id')
    .execute();
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
    contacts: contacts.filter((c) => c.partner_id === p.id).map(({ id, full_name, job_title, email, phone }) => ({ id, full_name, job_title, email, phone })),
    open_assignments: Number(open.find((o) => o.partner_id === p.id)?.n ?? 0),
  }));
}

export async function partnerOf(db: Kysely<Database>, organisationId: string, id: string): Promise<Partner> {
  const [partner] = await partnersOf(db, organisationId, id);
  if (!partner) throw new AppError('not_found', 'There is no such partner.');
  return partner;
}
