import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
// Each password rule's message becomes one text per language. A stored single text was written
// for Romanian readers (the product's first language), so it becomes the Romanian one and the
// English stays empty, which shows the English default until a configurator writes one.
const MESSAGE_FIELDS = [
  'prevent_username_message',
  'prevent_org_name_message',
  'prevent_month_message',
  'validation_rule_message',
];

type Convert = (message: unknown) => unknown;

async function convertPolicies(db: Kysely<any>, convert: Convert): Promise<void> {
  const rows: { id: string; app_metadata: string }[] = await db
    .selectFrom('organisations')
    .select(['id', 'app_metadata'])
    .execute();
  for (const row of rows) {
    let metadata: unknown;
    try {
      metadata = JSON.parse(row.app_metadata);
    } catch {
      continue;
    }
    const policy = (metadata as { credentials?: { password_policy?: Record<string, unknown> } })?.credentials
      ?.password_policy;
    if (!policy || typeof policy !== 'object') continue;
    for (const field of MESSAGE_FIELDS) {
      if (field in policy) policy[field] = convert(policy[field]);
    }
    await db
      .updateTable('organisations')
      .set({ app_metadata: JSON.stringify(metadata) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await convertPolicies(db, (message) => (typeof message === 'string' ? { en: '', ro: message } : message));
}

export async function down(db: Kysely<any>): Promise<void> {
  // The single text keeps the Romanian where there is one, else the English.
  await convertPolicies(db, (message) => {
    if (!message || typeof message !== 'object') return message;
    const { en, ro } = message as { en?: unknown; ro?: unknown };
    return typeof ro === 'string' && ro ? ro : typeof en === 'string' ? en : '';
  });
}
