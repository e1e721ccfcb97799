import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { DEVICE_LIFETIME_MS } from '../auth/index.ts';
import {
  POSTGRES_ONLY,
  SQLITE_ONLY,
  TEST_ENGINES,
  openTestDatabase,
  useTestDatabase,
  type TestDatabase,
} from '../../test/engines.ts';
import { PRUNE_KINDS, type PruneKind } from './prune-kinds.ts';
import { createPruner } from './pruner.ts';
import { PRUNE_BATCH_ROWS, RETENTION_MS } from './retention.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A promise and the function that settles it, to hold a pass in the middle. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A kind that deletes nothing and waits at the gate: the pass it is in holds the lock meanwhile. */
function heldKind() {
  const entered = gate();
  const release = gate();
  const kind: PruneKind = {
    name: 'held',
    async deleteBatch() {
      entered.open();
      await release.opened;
      return 0;
    },
  };
  return { kind, entered: entered.opened, release: release.open };
}

const outboxRow = (
  id: string,
  at: string,
  sentAt: string | null,
  lastError: string | null = null,
): Insertable<Database['outbox']> => ({
  id,
  channel: 'email',
  recipient: 'client@example.test',
  subject: 'Codul de acces',
  body: 'Codul este 123456.',
  created_at: at,
  next_attempt_at: at,
  sent_at: sentAt,
  last_error: lastError,
});

/** Inserts each table's rows, tables in the order given (a row may name one of an earlier table). */
async function insertRows(db: Kysely<Database>, rows: { [T in keyof Database]?: Insertable<Database[T]>[] }) {
  for (const [table, values] of Object.entries(rows)) {
    await db
      .insertInto(table as keyof Database)
      .values(values as any)
      .execute();
  }
}

type TableWithId = 'sessions' | 'tracker_challenges' | 'intake_submissions' | 'outbox';

async function ids(db: Kysely<Database>, table: TableWithId): Promise<string[]> {
  return (await db.selectFrom(table).select('id').execute()).map((r) => r.id).sort();
}

async function counterKeys(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('rate_counters').select('key').execute()).map((r) => r.key).sort();
}

async function rowCount(db: Kysely<Database>, table: 'timeline_entries' | 'audit_log'): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe.each(TEST_ENGINES)('pruning on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('deletes each kind past its retention and keeps young rows, the audit log and timelines', async () => {
    const clock = manualClock();
    await seedDemoData(database.db, clock);
    const db = database.db;
    const now = clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const user = await db
      .selectFrom('users')
      .select(['id', 'organisation_id'])
      .where('username', '=', 'handler')
      .executeTakeFirstOrThrow();
    const other = await db.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow();
    const assignment = await db.selectFrom('assignments').select('id').executeTakeFirstOrThrow();

    const trackerCase = await db
      .selectFrom('tracker_cases')
      .select('id')
      .where('case_no', '=', 'DEMO000123')
      .executeTakeFirstOrThrow();
    const sessionIds = ['s-expired-old', 's-revoked-old', 's-expired-young', 's-revoked-young', 's-live'];
    const sentLongAgo = ago(RETENTION_MS.sentMessages + MINUTE);
    // Each kind's rows: old enough to go, and young (or still in use) to stay, by the kind's own clock.
    const ended = { user_id: user.id, impersonated_by_user_id: null, created_at: ago(30 * DAY), revoked_at: null };
    const revoked = { ...ended, expires_at: ago(-DAY), revoke_reason: 'signed out' };
    const code = { code_hash: 'x', last_sent_at: ago(2 * DAY) };
    const challenge = {
      case_no: 'DEMO000123',
      case_id: null,
      address: '203.0.113.9',
      code_hash: 'x',
      created_at: ago(3 * DAY),
    };
    const device = { username: 'handler', failures: 0 };
    const submission = { address: '203.0.113.9', contact: 'client@example.test' };
    const entry = { assignment_id: assignment.id, actor_user_id: user.id, acting_as_user_id: null, status_code: null };
    const link = { case_id: trackerCase.id, created_at: ago(20 * DAY), used_at: null };
    const notice = {
      user_id: user.id,
      type: 'new_activities' as const,
      name: 'x',
      count: 1,
      created_at: ago(60 * DAY),
    };
    await insertRows(db, {
      sessions: [
        { ...ended, id: 's-expired-old', expires_at: ago(RETENTION_MS.sessions + MINUTE), revoke_reason: null },
        { ...revoked, id: 's-revoked-old', revoked_at: ago(RETENTION_MS.sessions + MINUTE) },
        { ...ended, id: 's-expired-young', expires_at: ago(RETENTION_MS.sessions - MINUTE), revoke_reason: null },
        { ...revoked, id: 's-revoked-young', revoked_at: ago(RETENTION_MS.sessions - MINUTE) },
        { ...ended, id: 's-live', expires_at: ago(-DAY), revoke_reason: null },
      ],
      refresh_tokens: sessionIds.flatMap((sessionId) => [
        { token_hash: `${sessionId}-used`, session_id: sessionId, created_at: ago(8 * DAY), used_at: ago(8 * DAY) },
        { token_hash: `${sessionId}-current`, session_id: sessionId, created_at: ago(8 * DAY), used_at: null },
      ]),
      // One row per user: expired long ago, and expired long ago but blocked lately.
      one_time_passwords: [
        {
          ...code,
          user_id: user.id,
          session_id: 's-expired-old',
          expires_at: ago(RETENTION_MS.oneTimePasswords + MINUTE),
          block_until: null,
        },
        {
          ...code,
          user_id: other.id,
          session_id: 's-live',
          expires_at: ago(2 * DAY),
          block_until: ago(RETENTION_MS.oneTimePasswords - MINUTE),
        },
      ],
      tracker_challenges: [
        { ...challenge, id: 'c-old', expire_time: ago(RETENTION_MS.trackerChallenges + MINUTE), block_until: null },
        { ...challenge, id: 'c-young', expire_time: ago(RETENTION_MS.trackerChallenges - MINUTE), block_until: null },
        {
          ...challenge,
          id: 'c-blocked-lately',
          expire_time: ago(2 * DAY),
          block_until: ago(RETENTION_MS.trackerChallenges - MINUTE),
        },
      ],
      // A limit's counter is useless once its window ended; one still counting stays.
      rate_counters: [
        { key: 'r-ended', count: 3, window_ends: ago(1000) },
        { key: 'r-counting', count: 3, window_ends: ago(-MINUTE) },
      ],
      trusted_devices: [
        { ...device, nonce: 'd-old', created_at: ago(DEVICE_LIFETIME_MS + MINUTE) },
        { ...device, nonce: 'd-young', created_at: ago(DEVICE_LIFETIME_MS - MINUTE) },
      ],
      intake_submissions: [
        { ...submission, id: 'i-old', created_at: ago(RETENTION_MS.intakeSubmissions + MINUTE) },
        { ...submission, id: 'i-young', created_at: ago(RETENTION_MS.intakeSubmissions - MINUTE) },
      ],
      outbox: [
        outboxRow('o-sent-old', sentLongAgo, sentLongAgo),
        outboxRow('o-sent-old-on-timeline', sentLongAgo, sentLongAgo),
        outboxRow('o-sent-young', ago(RETENTION_MS.sentMessages - MINUTE), ago(RETENTION_MS.sentMessages - MINUTE)),
        outboxRow('o-unsent-old', ago(400 * DAY), null),
        outboxRow('o-failed-old', ago(400 * DAY), null, 'mail server refused'),
      ],
      timeline_entries: [
        {
          ...entry,
          id: 't-email',
          kind: 'email',
          text: 'client@example.test: Codul de acces',
          outbox_id: 'o-sent-old-on-timeline',
          created_at: sentLongAgo,
        },
        { ...entry, id: 't-note', kind: 'note', text: 'old note', outbox_id: null, created_at: ago(4000 * DAY) },
      ],
      audit_log: [
        {
          id: 'a-old',
          organisation_id: user.organisation_id,
          actor_user_id: user.id,
          acting_as_user_id: null,
          action: 'user.lock',
          target: other.id,
          details: '{}',
          created_at: ago(4000 * DAY),
        },
      ],
      contact_confirmations: [
        { ...link, key_hash: 'k-expired-old', expires_at: ago(RETENTION_MS.contactConfirmations + MINUTE) },
        {
          ...link,
          key_hash: 'k-used-old',
          expires_at: ago(-DAY),
          used_at: ago(RETENTION_MS.contactConfirmations + MINUTE),
        },
        { ...link, key_hash: 'k-expired-young', expires_at: ago(RETENTION_MS.contactConfirmations - MINUTE) },
        { ...link, key_hash: 'k-open', expires_at: ago(-DAY) },
      ],
      notifications: [
        { ...notice, id: 'n-cleared-old', cleared_at: ago(RETENTION_MS.clearedNotifications + MINUTE) },
        { ...notice, id: 'n-cleared-young', cleared_at: ago(RETENTION_MS.clearedNotifications - MINUTE) },
        { ...notice, id: 'n-open', cleared_at: null },
      ],
      ai_usage: [
        { user_id: user.id, day: '2025-12-01', requests: 3, tokens: 100 },
        { user_id: user.id, day: businessDate(clock.now()), requests: 1, tokens: 10 },
        { user_id: other.id, day: businessDate(new Date(now - DAY)), requests: 1, tokens: 10 },
      ],
    });
    const timelineBefore = await rowCount(db, 'timeline_entries');
    const auditBefore = await rowCount(db, 'audit_log');

    const report = await createPruner({ db, clock }).runOnce();
    expect(report).not.toBeNull();

    expect((await ids(db, 'sessions')).filter((id) => id.startsWith('s-'))).toEqual([
      's-expired-young',
      's-live',
      's-revoked-young',
    ]);
    const tokens = (await db.selectFrom('refresh_tokens').select('token_hash').execute())
      .map((r) => r.token_hash)
      .sort();
    expect(tokens).toEqual(
      ['s-expired-young', 's-live', 's-revoked-young'].flatMap((s) => [`${s}-current`, `${s}-used`]).sort(),
    );
    expect((await db.selectFrom('one_time_passwords').select('user_id').execute()).map((r) => r.user_id)).toEqual([
      other.id,
    ]);
    expect(await ids(db, 'tracker_challenges')).toEqual(['c-blocked-lately', 'c-young']);
    expect(await counterKeys(db)).toEqual(['r-counting']);
    expect(await ids(db, 'intake_submissions')).toEqual(['i-young']);
    expect((await db.selectFrom('trusted_devices').select('nonce').execute()).map((r) => r.nonce)).toEqual(['d-young']);
    expect((await ids(db, 'outbox')).filter((id) => id.startsWith('o-'))).toEqual([
      'o-failed-old',
      'o-sent-old-on-timeline',
      'o-sent-young',
      'o-unsent-old',
    ]);
    expect(await rowCount(db, 'timeline_entries')).toBe(timelineBefore);
    expect(await rowCount(db, 'audit_log')).toBe(auditBefore);
    const keys = (await db.selectFrom('contact_confirmations').select('key_hash').execute())
      .map((r) => r.key_hash)
      .sort();
    expect(keys.filter((k) => k.startsWith('k-'))).toEqual(['k-expired-young', 'k-open']);
    expect((await db.selectFrom('notifications').select('id').execute()).map((r) => r.id).sort()).toEqual(
      expect.arrayContaining(['n-cleared-young', 'n-open']),
    );
    expect((await db.selectFrom('notifications').select('id').where('id', '=', 'n-cleared-old').execute()).length).toBe(
      0,
    );
    const usage = await db.selectFrom('ai_usage').select(['user_id', 'day']).execute();
    expect(usage.map((r) => r.day).sort()).toEqual(
      [businessDate(new Date(now - DAY)), businessDate(clock.now())].sort(),
    );
    expect(report!.sessions!.deleted).toBe(2);
    expect(report!.refresh_tokens!.deleted).toBe(4);

    // A minute later the young ones are old too (the clock is the job's only source of time).
    clock.advance(2 * MINUTE);
    await createPruner({ db, clock }).runOnce();
    expect(await counterKeys(db)).toEqual([]);
    expect(await ids(db, 'intake_submissions')).toEqual([]);
    expect(await ids(db, 'tracker_challenges')).toEqual([]);
    expect(await db.selectFrom('one_time_passwords').select('user_id').execute()).toEqual([]);
    expect((await ids(db, 'outbox')).filter((id) => id.startsWith('o-'))).toEqual([
      'o-failed-old',
      'o-sent-old-on-timeline',
      'o-unsent-old',
    ]);
    expect((await ids(db, 'sessions')).filter((id) => id.startsWith('s-'))).toEqual(['s-live']);
  });

  it('deletes in statements of at most 500 rows until one finds fewer', async () => {
    const clock = manualClock();
    const old = new Date(clock.now().getTime() - 60 * DAY).toISOString();
    const count = PRUNE_BATCH_ROWS * 2 + 100;
    const rows = Array.from({ length: count }, (_, i) => `${String(i).padStart(5, '0')}-${randomUUID()}`);
    // Inserted in slices: SQLite caps the parameters of one statement.
    for (let i = 0; i < count; i += 250) {
      const slice = rows.slice(i, i + 250);
      await database.db
        .insertInto('rate_counters')
        .values(slice.map((key) => ({ key, count: 1, window_ends: old })))
        .execute();
      await database.db
        .insertInto('intake_submissions')
        .values(slice.map((id) => ({ id, address: '203.0.113.9', contact: 'c', created_at: old })))
        .execute();
      await database.db
        .insertInto('outbox')
        .values(slice.map((id) => outboxRow(id, old, old)))
        .execute();
    }

    const report = await createPruner({ db: database.db, clock }).runOnce();

    expect(PRUNE_BATCH_ROWS).toBe(500);
    for (const kind of ['rate_counters', 'intake_submissions', 'outbox_sent']) {
      expect(report![kind]).toEqual({ deleted: count, batches: [500, 500, 100] });
    }
    expect(await counterKeys(database.db)).toEqual([]);
    expect(await ids(database.db, 'outbox')).toEqual([]);
  });

  it('deletes delivered messages past the ones timelines show, however many of those come first', async () => {
    const clock = manualClock();
    await seedDemoData(database.db, clock);
    const old = new Date(clock.now().getTime() - 60 * DAY).toISOString();
    const shown = Array.from({ length: 12 }, (_, i) => `o-a-shown-${String(i).padStart(2, '0')}`);
    const plain = Array.from({ length: 7 }, (_, i) => `o-b-plain-${i}`);
    await database.db
      .insertInto('outbox')
      .values([...shown, ...plain].map((id) => outboxRow(id, old, old)))
      .execute();
    const assignment = await database.db.selectFrom('assignments').select('id').executeTakeFirstOrThrow();
    await database.db
      .insertInto('timeline_entries')
      .values(
        shown.map((outboxId, i) => ({
          id: `t-shown-${i}`,
          assignment_id: assignment.id,
          actor_user_id: null,
          acting_as_user_id: null,
          status_code: null,
          kind: 'email' as const,
          text: 'client@example.test: Codul de acces',
          outbox_id: outboxId,
          created_at: old,
        })),
      )
      .execute();

    // Batches of 5: the twelve shown messages sort first, and still every plain one goes.
    const report = await createPruner({ db: database.db, clock, batchRows: 5 }).runOnce();

    expect(report!.outbox_sent).toEqual({ deleted: 7, batches: [5, 2] });
    expect((await ids(database.db, 'outbox')).filter((id) => id.startsWith('o-'))).toEqual(shown);
  });

  it('skips a pass while another runs', async () => {
    const clock = manualClock();
    const old = new Date(clock.now().getTime() - 60 * DAY).toISOString();
    await database.db
      .insertInto('intake_submissions')
      .values({ id: 'i-old', address: 'a', contact: 'c', created_at: old })
      .execute();
    const held = heldKind();
    const pruner = createPruner({ db: database.db, clock, kinds: [held.kind, ...PRUNE_KINDS] });

    const first = pruner.runOnce();
    await held.entered;
    expect(await pruner.runOnce()).toBeNull();
    expect(await ids(database.db, 'intake_submissions')).toEqual(['i-old']);

    held.release();
    expect((await first)!.intake_submissions!.deleted).toBe(1);
    expect(await ids(database.db, 'intake_submissions')).toEqual([]);
  });
});

/**
 * The schedule is the same code on both engines; it runs on SQLite only. Faking the clock's timers
 * fakes every timer of the process, and on PostgreSQL that includes the connection pool's own
 * (idle clients closed after 10 s), so a pass due after a minute of fake time met a pool under a
 * clock it was not written for and could hang. The lock the scheduled passes take on PostgreSQL
 * is tested across instances below.
 */
describe.each(SQLITE_ONLY)('the pruning schedule on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('runs on its schedule once started, and not after stop()', async () => {
    const clock = manualClock();
    const db = database.db;
    const old = new Date(clock.now().getTime() - 60 * DAY).toISOString();
    await db
      .insertInto('intake_submissions')
      .values({ id: 'i-old', address: 'a', contact: 'c', created_at: old })
      .execute();
    let started = 0;
    let finished = 0;
    let passStarted = gate();
    let passFinished = gate();
    const watch = (count: () => void, signal: () => ReturnType<typeof gate>): PruneKind => ({
      name: 'watch',
      async deleteBatch() {
        count();
        signal().open();
        return 0;
      },
    });
    const pruner = createPruner({
      db,
      clock,
      kinds: [
        watch(
          () => started++,
          () => passStarted,
        ),
        ...PRUNE_KINDS,
        watch(
          () => finished++,
          () => passFinished,
        ),
      ],
    });
    // Only the job's timers are faked: database I/O keeps its real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      pruner.start({ firstRunMs: 1_000, intervalMs: 60_000 });
      await vi.advanceTimersByTimeAsync(999);
      expect(started).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      await passFinished.opened;
      expect(await ids(db, 'intake_submissions')).toEqual([]);

      passStarted = gate();
      passFinished = gate();
      await vi.advanceTimersByTimeAsync(60_000);
      await passFinished.opened;
      expect([started, finished]).toEqual([2, 2]);

      await pruner.stop();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect([started, finished]).toEqual([2, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(POSTGRES_ONLY)('pruning on several instances of one PostgreSQL', (postgres) => {
  let database: TestDatabase;
  let otherInstance: Kysely<Database>;
  let otherSchema: Kysely<Database>;
  beforeEach(async () => {
    database = await openTestDatabase(postgres);
    // A second instance: its own connection pool on the same database and schema.
    otherInstance = openDatabase(database.url).db;
    // A deployment in another schema of the same database, migrated there.
    await sql`create schema other_deployment`.execute(database.db);
    otherSchema = openDatabase(database.url, { schema: 'other_deployment' }).db;
    await migrateToLatest(otherSchema);
  });
  afterEach(async () => {
    await otherInstance.destroy();
    await otherSchema.destroy();
    await database.close();
  });

  it('runs one pass at a time across instances; another schema is not held up', async () => {
    const clock = manualClock();
    const old = new Date(clock.now().getTime() - 60 * DAY).toISOString();
    for (const db of [database.db, otherSchema]) {
      await db
        .insertInto('intake_submissions')
        .values({ id: 'i-old', address: 'a', contact: 'c', created_at: old })
        .execute();
    }
    const held = heldKind();
    const first = createPruner({ db: database.db, clock, kinds: [held.kind, ...PRUNE_KINDS] }).runOnce();
    await held.entered;

    const second = createPruner({ db: otherInstance, clock });
    expect(await second.runOnce()).toBeNull();
    expect(await ids(otherInstance, 'intake_submissions')).toEqual(['i-old']);

    // A deployment in another schema of the same database prunes meanwhile.
    expect((await createPruner({ db: otherSchema, clock }).runOnce())!.intake_submissions!.deleted).toBe(1);

    held.release();
    expect((await first)!.intake_submissions!.deleted).toBe(1);
    // The lock is free again: the other instance's next pass runs (and finds nothing left).
    expect((await second.runOnce())!.intake_submissions!.deleted).toBe(0);
  });
});
