import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Indexes the pruning job reads by: each kind is found by the time it stopped being useful, so a
// pass touches only the rows it deletes instead of scanning whole tables.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_revoked_idx').on('sessions').column('revoked_at').execute();
  await db.schema
    .createIndex('address_login_failures_failed_idx')
    .on('address_login_failures')
    .column('failed_at')
    .execute();
  await db.schema.createIndex('tracker_challenges_expire_idx').on('tracker_challenges').column('expire_time').execute();
  await db.schema.createIndex('intake_submissions_created_idx').on('intake_submissions').column('created_at').execute();
  await db.schema.createIndex('notifications_cleared_idx').on('notifications').column('cleared_at').execute();
  await db.schema.createIndex('ai_usage_day_idx').on('ai_usage').column('day').execute();
  // Sent messages a timeline shows are kept: the pruning job asks whether a timeline names one.
  await db.schema.createIndex('timeline_entries_outbox_idx').on('timeline_entries').column('outbox_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'timeline_entries_outbox_idx',
    'ai_usage_day_idx',
    'notifications_cleared_idx',
    'intake_submissions_created_idx',
    'tracker_challenges_expire_idx',
    'address_login_failures_failed_idx',
    'sessions_revoked_idx',
    'sessions_expires_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
