import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
const GUEST_LINK_DAYS = 30;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function up(db: Kysely<any>): Promise<void> {
  // Keys made before links had an expiry never ended. Each now ends as a new one does, 30 days
  // after its assignment was made (most long ago); from here on a key without one opens nothing.
  const days = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'))
    .where('guest_key_expires_at', 'is', null)
    .groupBy('day')
    .execute();
  for (const { day } of days as { day: string }[]) {
    await db
      .updateTable('assignments')
      .set({ guest_key_expires_at: dayAfter(day, GUEST_LINK_DAYS) })
      .where('guest_key_expires_at', 'is', null)
      .where('created_at', '>=', day)
      .where('created_at', '<', dayAfter(day, 1))
      .execute();
  }
}

export async function down(): Promise<void> {
  // The keys' old "never" cannot be told apart from the dates given: they keep them.
}
