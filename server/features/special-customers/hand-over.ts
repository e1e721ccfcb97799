import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { findAssignmentByNumber, handOverToPartner } from '../assignments/index.ts';
import { partnerOf } from '../partners/index.ts';

/** The partner about to be handed work: one of the organisation's, and active. */
export async function partnerTakingWork(db: Kysely<Database>, organisationId: string, id: string): Promise<Partner> {
  const partner = await partnerOf(db, organisationId, id);
  if (!partner.active) throw new AppError('validation_failed', 'error.specialCustomers.partnerInactive');
  return partner;
}

/** Hands an open assignment, named by its number, to a partner taking work, audited. */
export async function handOverAssignment(
  db: Kysely<Database>,
  options: { partner: Partner; assignmentNo: string; actor: Actor; now: Date },
): Promise<void> {
  const { partner, actor, now } = options;
  const number = options.assignmentNo.toUpperCase();
  const assignment = await findAssignmentByNumber(db, actor.user.organisation_id, number);
  if (!assignment) throw new AppError('validation_failed', 'error.notFound.assignment', { field: 'assignment_no' });
  if (assignment.is_final)
    throw new AppError('validation_failed', 'error.specialCustomers.assignmentClosed', { field: 'assignment_no' });
  if (assignment.partner_id === partner.id)
    throw new AppError('validation_failed', 'error.specialCustomers.alreadyHeld', { field: 'assignment_no' });
  await db.transaction().execute(async (trx) => {
    await handOverToPartner(trx, { assignmentId: assignment.id, partnerId: partner.id, now });
    const change = { before: { partner_id: assignment.partner_id }, after: { partner_id: partner.id } };
    await audit(trx, actor, { action: 'partner.assignment.hand-over', target: number, ...change }, now);
  });
}
