import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';

/** Takes an assignment back from the partner that holds it, audited. */
export async function releaseAssignment(
  db: Kysely<Database>,
  options: { partner: Partner; assignmentId: string; actor: Actor; now: Date },
): Promise<void> {
  const { partner, assignmentId, actor, now } = options;
  const released = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('assignments')
      .select(['assignment_no'])
      .where('id', '=', assignmentId)
      .where('organisation_id', '=', actor.user.organisation_id)
      .where('partner_id', '=', partner.id)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('assignments')
      .set({ partner_id: null, updated_at: now.toISOString() })
      .where('id', '=', assignmentId)
      .execute();
    const change = { before: { partner_id: partner.id }, after: { partner_id: null } };
    await audit(trx, actor, { action: 'partner.assignment.release', target: row.assignment_no, ...change }, now);
    return true;
  });
  if (!released) throw new AppError('not_found', 'error.specialCustomers.notHeld');
}
