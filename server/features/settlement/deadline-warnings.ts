import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { periodicPass, type PeriodicPass } from '../../workers/periodic-pass.ts';
import { withInstanceLock } from '../../workers/single-instance.ts';
import { standingOf } from './legal-clock/deadlines.ts';
import { letterDate } from './letter-layout.ts';
import { nextDeadlineOf } from './next-deadline.ts';
import { settlementSettingsOf } from './settings.ts';
import { tellHandler } from './tell-handler.ts';

export const DEADLINE_WARNING_INTERVAL_MS = 60 * 60_000;

/**
 * One pass over the claims whose money is not settled: each claim's next deadline is kept up to
 * date (the lengths may have changed in the settings), and its handler is told once of a deadline
 * within the organisation's warning days, or already passed. Answers how many were told.
 */
export async function warnOfDeadlines(db: Kysely<Database>, now: Date): Promise<number> {
  const today = businessDate(now);
  const files = await db
    .selectFrom('settlement_files')
    .select([
      'claim_file_id',
      'organisation_id',
      'notice_date',
      'accepted_on',
      'inspected_on',
      'answered_on',
      'state',
      'warned',
    ])
    .select(['next_deadline', 'next_deadline_kind'])
    .where('state', '<>', 'paid')
    .execute();
  const settingsOf = new Map<string, SettlementSettings>();
  let told = 0;
  for (const file of files) {
    let settings = settingsOf.get(file.organisation_id);
    if (!settings) {
      settings = (await settlementSettingsOf(db, file.organisation_id)).settings;
      settingsOf.set(file.organisation_id, settings);
    }
    const next = nextDeadlineOf(file, settings);
    const warned = JSON.parse(file.warned) as string[];
    const mark = next ? `${next.kind}:${next.date}` : null;
    const standing = next ? standingOf(next.date, null, today, settings.clock.warn_working_days).standing : null;
    const warn = next && mark && !warned.includes(mark) && (standing === 'due_soon' || standing === 'breached');
    const moved = next?.date !== file.next_deadline || next?.kind !== file.next_deadline_kind;
    if (!warn && !moved) continue;
    await db.transaction().execute(async (trx) => {
      // Claimed by a conditional write on what was read: a change in between leaves it to the next pass.
      const claimed = await trx
        .updateTable('settlement_files')
        .set({
          next_deadline: next?.date ?? null,
          next_deadline_kind: next?.kind ?? null,
          ...(warn && mark ? { warned: JSON.stringify([...warned, mark]) } : {}),
        })
        .where('claim_file_id', '=', file.claim_file_id)
        .where('warned', '=', file.warned)
        .where('state', '=', file.state)
        .executeTakeFirst();
      if (!warn || !next || Number(claimed.numUpdatedRows) !== 1) return;
      if (
        await tellHandler(
          trx,
          file.claim_file_id,
          { key: next.kind, values: { due: letterDate(`${next.date}T12:00:00Z`) } },
          now,
        )
      )
        told++;
    });
  }
  return told;
}

/** The hourly pass, on one instance at a time. */
export function createDeadlineWarnings(deps: { db: Kysely<Database>; clock: Clock }): PeriodicPass {
  return periodicPass(
    'Deadline warnings',
    async () =>
      (await withInstanceLock(deps.db, 'settlement-deadline-warnings', (db) =>
        warnOfDeadlines(db, deps.clock.now()),
      )) ?? 0,
  );
}
