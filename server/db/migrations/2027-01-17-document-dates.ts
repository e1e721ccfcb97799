import { type Kysely, sql } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// A document's day of arrival (what the policyholder's pages show beside its state; the review
// moves updated_at) and, on an awaited one, the day it is hoped for (a guest has no tracker
// request to carry it). Earlier rows take what they have: arrivals their last change, awaited
// documents their request's due date.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('received_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('due_date', 'text').execute();
  await sql`UPDATE documents SET received_at = updated_at WHERE storage_key IS NOT NULL`.execute(db);
  await sql`
    UPDATE documents SET due_date = (
      SELECT r.due_date FROM document_requests r WHERE r.key = documents.request_key
    )
    WHERE status = 'requested' AND request_key IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('due_date').execute();
  await db.schema.alterTable('documents').dropColumn('received_at').execute();
}
