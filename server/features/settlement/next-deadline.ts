import type { Kysely } from 'kysely';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { DeadlineKind } from '../../../contract/settlement-view.ts';
import type { Database } from '../../db/schema.ts';
import { deadlinesOf } from './legal-clock/deadlines.ts';
import { settlementSettingsOf } from './settings.ts';
import type { SettlementFileRow } from './settlement-files.ts';

type ClockFacts = Pick<SettlementFileRow, 'notice_date' | 'accepted_on' | 'inspected_on' | 'answered_on' | 'state'>;

/** The earliest deadline the claim has not met yet: inspection, written answer, payment (once accepted, until paid). */
export function nextDeadlineOf(
  file: ClockFacts,
  settings: SettlementSettings,
): { date: string; kind: DeadlineKind } | null {
  const due = deadlinesOf({ noticeDate: file.notice_date, acceptedOn: file.accepted_on }, settings.clock);
  const open: { date: string; kind: DeadlineKind }[] = [
    ...(file.inspected_on ? [] : [{ date: due.inspection_by, kind: 'inspection' as const }]),
    ...(file.answered_on ? [] : [{ date: due.answer_by, kind: 'answer' as const }]),
    ...(due.payment_by && file.state !== 'paid' ? [{ date: due.payment_by, kind: 'payment' as const }] : []),
  ];
  return open.sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
}

/** Keeps a claim's next deadline with it after a change, in the change's transaction. */
export async function refreshNextDeadline(db: Kysely<Database>, claimFileId: string): Promise<void> {
  const file = await db
    .selectFrom('settlement_files')
    .select(['organisation_id', 'notice_date', 'accepted_on', 'inspected_on', 'answered_on', 'state'])
    .where('claim_file_id', '=', claimFileId)
    .executeTakeFirst();
  if (!file) return;
  const { settings } = await settlementSettingsOf(db, file.organisation_id);
  const next = nextDeadlineOf(file, settings);
  await db
    .updateTable('settlement_files')
    .set({ next_deadline: next?.date ?? null, next_deadline_kind: next?.kind ?? null })
    .where('claim_file_id', '=', claimFileId)
    .execute();
}

/** After the clock's lengths change: every unsettled claim of the organisation gets its next deadline anew. */
export async function refreshOrganisationDeadlines(db: Kysely<Database>, organisationId: string): Promise<void> {
  const { settings } = await settlementSettingsOf(db, organisationId);
  const files = await db
    .selectFrom('settlement_files')
    .select([
      'claim_file_id',
      'notice_date',
      'accepted_on',
      'inspected_on',
      'answered_on',
      'state',
      'next_deadline',
      'next_deadline_kind',
    ])
    .where('organisation_id', '=', organisationId)
    .where('state', '<>', 'paid')
    .execute();
  for (const file of files) {
    const next = nextDeadlineOf(file, settings);
    if ((next?.date ?? null) === file.next_deadline && (next?.kind ?? null) === file.next_deadline_kind) continue;
    await db
      .updateTable('settlement_files')
      .set({ next_deadline: next?.date ?? null, next_deadline_kind: next?.kind ?? null })
      .where('claim_file_id', '=', file.claim_file_id)
      .execute();
  }
}
