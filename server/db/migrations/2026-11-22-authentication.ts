import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// SQLite takes one ADD COLUMN per ALTER TABLE, hence one statement per column.
export async function up(db: Kysely<any>): Promise<void> {
  const addColumns = async (table: string, columns: [string, 'text' | 'integer', string | number | null][]) => {
    for (const [name, type, fallback] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute();
    }
  };

  await addColumns('organisations', [
    ['app_metadata', 'text', '{}'],
    ['ip_allow_list', 'text', '[]'],
    ['oidc', 'text', null],
  ]);
  await addColumns('users', [
    ['nickname', 'text', ''],
    ['roles', 'text', '[]'],
    ['user_metadata', 'text', '{}'],
    ['is_external', 'integer', 0],
    ['password_expired', 'integer', 0],
    ['is_default_pass', 'integer', 0],
    ['otp_required', 'integer', 0],
    ['locked_at', 'text', null],
    ['lock_reason', 'text', null],
    ['password_changed_at', 'text', null],
  ]);

  await db.schema
    .createTable('user_replacements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('replaced_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('user_replacements_pk', ['user_id', 'replaced_user_id'])
    .execute();

  // Keyed by the normalised username, not the user id, so an unknown username is throttled
  // exactly like a real one and the answers never tell them apart.
  await db.schema
    .createTable('login_throttle')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_until', 'text')
    .addColumn('last_failure_at', 'text')
    .execute();

  await db.schema
    .createTable('address_login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_login_failures_idx')
    .on('address_login_failures')
    .columns(['address', 'failed_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('impersonated_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('otp_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'text')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

  await db.schema
    .createTable('one_time_passwords')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_until', 'text')
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('transport', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox',
    'one_time_passwords',
    'refresh_tokens',
    'sessions',
    'address_login_failures',
    'login_throttle',
    'user_replacements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
