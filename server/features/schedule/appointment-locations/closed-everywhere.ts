import type { Kysely } from 'kysely';
import { type ClosedEverywhere, shownDay } from '../../../../contract/appointment-locations.ts';
import { businessDate, businessDayStart, localParts } from '../../../../contract/business-time.ts';
import { audit } from '../../../audit/audit.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { actorIds, type Actor } from '../../../http/request-context.ts';
import { staleVersion } from '../../../http/version.ts';
import { withUserNames } from '../../organisations/index.ts';

const stored = (db: Kysely<Database>, organisationId: string) =>
  db
    .selectFrom('closed_everywhere')
    .select(['days', 'version'])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();

/** The days every location of the organisation is closed, still to come, in order; version 0 before any were set. */
export async function closedEverywhere(
  db: Kysely<Database>,
  organisationId: string,
  now: Date,
): Promise<ClosedEverywhere> {
  const row = await stored(db, organisationId);
  const today = businessDate(now);
  const days = row ? (JSON.parse(row.days) as string[]).filter((day) => day >= today) : [];
  return { days, version: row?.version ?? 0 };
}

/** Every day kept as closed everywhere, past ones too: a grid asks only about the days it shows. */
export async function closedEverywhereDays(db: Kysely<Database>, organisationId: string): Promise<string[]> {
  const row = await stored(db, organisationId);
  return row ? (JSON.parse(row.days) as string[]) : [];
}

/** The organisation's active bookings still to come on any of these days, the earliest first. */
async function bookingsOn(db: Kysely<Database>, organisationId: string, days: readonly string[], now: Date) {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const bookings = await db
    .selectFrom('appointment_bookings')
    .select('starts_at')
    .where('organisation_id', '=', organisationId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now.toISOString())
    .where('starts_at', '>=', businessDayStart(sorted[0]!))
    .orderBy('starts_at')
    .execute();
  return bookings.filter((b) => days.includes(localParts(new Date(b.starts_at)).date));
}

async function stale(db: Kysely<Database>, organisationId: string, now: Date) {
  const current = await closedEverywhere(db, organisationId, now);
  const last = await db
    .selectFrom('closed_everywhere')
    .select(['updated_by_user_id', 'updated_at'])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const [named] = last ? await withUserNames(db, [last], { changed_by: 'updated_by_user_id' }) : [];
  return staleVersion(current, current.version, {
    changed_by: named?.changed_by ?? null,
    changed_at: last?.updated_at ?? null,
  });
}

/**
 * Sets the days every location is closed, on the version the caller read, audited. A day that
 * already has an inspection booked cannot be closed: the bookings are moved or cancelled first (the
 * first is named), so no one keeps a booking on a day nobody will be there. Answers the new version.
 */
export async function setClosedEverywhere(
  db: Kysely<Database>,
  options: { actor: Actor; expected: number; days: readonly string[]; now: Date },
): Promise<number> {
  const { actor, expected, now } = options;
  const organisationId = actor.user.organisation_id;
  const today = businessDate(now);
  const days = [...new Set(options.days)].filter((day) => day >= today).sort();
  return db.transaction().execute(async (trx) => {
    const before = await closedEverywhere(trx, organisationId, now);
    if (before.version !== expected) throw await stale(trx, organisationId, now);
    const added = days.filter((day) => !before.days.includes(day));
    const [first] = await bookingsOn(trx, organisationId, added, now);
    if (first)
      throw new AppError('in_use', 'error.location.bookingsOnClosedEverywhere', {
        field: 'days',
        params: { date: shownDay(localParts(new Date(first.starts_at)).date) },
      });
    const row = {
      days: JSON.stringify(days),
      updated_at: now.toISOString(),
      updated_by_user_id: actorIds(actor).actor_user_id,
    };
    // Both writes name the version read: a change made meanwhile by someone else wins and this one is refused.
    const written =
      expected === 0
        ? await trx
            .insertInto('closed_everywhere')
            .values({ organisation_id: organisationId, version: 1, ...row })
            .onConflict((oc) => oc.column('organisation_id').doNothing())
            .executeTakeFirst()
        : await trx
            .updateTable('closed_everywhere')
            .set((eb) => ({ ...row, version: eb('version', '+', 1) }))
            .where('organisation_id', '=', organisationId)
            .where('version', '=', expected)
            .executeTakeFirst();
    const count = 'numInsertedOrUpdatedRows' in written ? written.numInsertedOrUpdatedRows : written.numUpdatedRows;
    if (Number(count ?? 0) !== 1) throw await stale(trx, organisationId, now);
    const target = days.length > 0 ? days.map(shownDay).join(', ') : '–';
    await audit(trx, actor, { action: 'appointment-location.closed-everywhere', target, before, after: { days } }, now);
    return expected + 1;
  });
}
