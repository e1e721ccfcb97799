import { describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES } from '../test/engines.ts';
import { prepared } from './prepared.ts';

describe.each(TEST_ENGINES)('prepared queries on $name', (engine) => {
  it('runs one compiled query with new parameters each time, in their places', async () => {
    const database = await openTestDatabase(engine);
    const db = database.db;
    try {
      for (const [id, code] of [
        ['o1', 'AAA'],
        ['o2', 'BBB'],
      ] as const) {
        await db
          .insertInto('organisations')
          .values({
            id,
            code,
            name: `Org ${code}`,
            org_type: 'other',
            branding: null,
            oidc: null,
            created_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
      }
      const byCodeAndType = prepared<{ id: string }, [string, string]>(2, (kdb, code, type) =>
        kdb.selectFrom('organisations').select('id').where('code', '=', code).where('org_type', '=', type).limit(5),
      );
      expect(await byCodeAndType(db, 'AAA', 'other')).toEqual([{ id: 'o1' }]);
      expect(await byCodeAndType(db, 'BBB', 'other')).toEqual([{ id: 'o2' }]);
      expect(await byCodeAndType(db, 'BBB', 'primary')).toEqual([]);
      expect(await byCodeAndType(db, "x' OR '1'='1", 'other')).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
