import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ai_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('ai_threads.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message_content', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text')
    .addColumn('run_status', 'text')
    .addColumn('cited', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('delete_thread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('system_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_user_idx').on('ai_messages').columns(['user_id', 'system_time']).execute();
  // Each user's use of the model per day, for the quotas.
  await db.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addColumn('tokens', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['ai_usage', 'ai_messages', 'ai_threads']) await db.schema.dropTable(table).execute();
}
