import type { Kysely } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { PartnerWork } from '../../../contract/partners.ts';
import type { Database } from '../../db/schema.ts';
import { partnerOf } from '../partners/index.ts';
import { assignmentsOfPartner } from '../assignments/index.ts';

/** A partner with the assignments it holds or held, open ones first, in the reader's language. */
export async function partnerWork(
  db: Kysely<Database>,
  options: { organisationId: string; partnerId: string; language: Language },
): Promise<PartnerWork> {
  const { organisationId, language } = options;
  const partner = await partnerOf(db, organisationId, options.partnerId);
  const rows = await assignmentsOfPartner(db, organisationId, partner.id);
  return {
    partner,
    assignments: rows.map((r) => ({
      id: r.id,
      assignment_no: r.assignment_no,
      type_name: assignmentTypeName(r.assignment_type, language),
      status_name: language === 'ro' ? r.name_ro : r.name_en,
      due_date: r.due_date,
      is_final: r.is_final === 1,
    })),
  };
}
