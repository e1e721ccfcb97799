import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, openTestDatabase, type TestDatabase } from '../test/engines.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import type { Database } from './schema.ts';

/**
 * A deployment may keep its tables in a schema of its own beside others in one database (as the
 * several-instance tests do); a migration run in one schema must not trip over another schema
 * vanishing while it looks at its own tables.
 */
describe.each(POSTGRES_ONLY)('migrations beside other schemas coming and going', (postgres) => {
  const SCHEMA = 'deployment';
  let database: TestDatabase;
  let deployment: Kysely<Database>;
  let client: pg.Client;
  beforeEach(async () => {
    database = await openTestDatabase(postgres);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${SCHEMA}`);
    deployment = openDatabase(database.url, { schema: SCHEMA }).db;
  });
  afterEach(async () => {
    await deployment.destroy();
    await client.end();
    await database.close();
  });

  it('reads only its own schema while others are created and dropped', { timeout: 60_000 }, async () => {
    let churning = true;
    const churn = (async () => {
      for (let i = 0; churning; i += 1) {
        const name = `churn_${i}`;
        await client.query(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.t (id int); DROP SCHEMA ${name} CASCADE`);
      }
    })();
    try {
      for (let i = 0; i < 15; i += 1) {
        await migrateToLatest(deployment);
        const tables = await deployment.introspection.getTables();
        expect(tables.every((t) => t.schema === SCHEMA)).toBe(true);
        expect(tables.map((t) => t.name)).toContain('organisations');
      }
    } finally {
      churning = false;
      await churn;
    }
  });
});
