import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, openTestDatabase, type TestDatabase } from '../test/engines.ts';
import { migrateToLatest } from './database.ts';

const postgres = TEST_ENGINES.find((engine) => engine.name === 'postgres');

/**
 * Test files run in parallel, each in a schema of its own that it drops at the end; a migration run
 * in one schema must not trip over another schema vanishing while it looks at its own tables.
 */
describe.runIf(postgres)('migrations beside other schemas coming and going', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeEach(async () => {
    database = await openTestDatabase(postgres!);
    client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
  });
  afterEach(async () => {
    await client.end();
    await database.close();
  });

  it('reads only its own schema while others are created and dropped', { timeout: 60_000 }, async () => {
    let churning = true;
    const churn = (async () => {
      for (let i = 0; churning; i += 1) {
        const name = `churn_${process.pid}_${i}`;
        await client.query(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.t (id int); DROP SCHEMA ${name} CASCADE`);
      }
    })();
    try {
      for (let i = 0; i < 15; i += 1) {
        await migrateToLatest(database.db);
        const tables = await database.db.introspection.getTables();
        expect(tables.every((t) => t.schema === database.schema)).toBe(true);
        expect(tables.map((t) => t.name)).toContain('organisations');
      }
    } finally {
      churning = false;
      await churn;
    }
  });
});
