import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayout } from './check.ts';
import { FIXTURES_DIR, productFiles } from './product-files.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, FIXTURES_DIR);

/** Each wrong tree in fixtures/ and the one finding it must yield (a part of its message). */
const REFUSED: Record<string, string> = {
  'query-in-routes': 'server/features/a/routes.ts:6: a query (selectFrom) in a routes file;',
  'query-in-router-not-named-routes':
    'server/features/a/mount.ts:7: a query (selectFrom) in a routes file (it makes a router on line 6)',
  'query-in-renamed-hono-router':
    'server/app.ts:6: a query (deleteFrom) in a routes file (it makes a router on line 5)',
  'query-in-factory-router-destructured':
    'server/features/a/claims-api.ts:7: a query (insertInto) in a routes file (it makes a router on line 7)',
  'renamed-sql-in-routes': 'server/features/a/routes.ts:7: a query (sql`…`) in a routes file',
  'namespace-sql-in-routes': 'server/features/a/routes.ts:5: a query (sql`…`) in a routes file',
  'sql-raw-in-routes': 'server/features/a/routes.ts:4: a query (sql.raw) in a routes file',
  'sql-laundered-through-plumbing': 'server/features/a/routes.ts:6: a query (sql`…`) in a routes file',
  'execute-query-in-routes': 'server/features/a/routes.ts:4: a query (executeQuery) in a routes file',
  'destructured-query-method': 'server/features/a/routes.ts:4: a query ({ selectFrom }) in a routes file',
  'query-in-http-plumbing': 'server/http/session-lookup.ts:8: a query (selectFrom) in shared plumbing (server/http/)',
  'dynamic-import-of-feature-internals':
    'server/features/a/report.ts:2: imports with import() server/features/b/repository.ts, inside feature b',
  'static-import-of-feature-internals':
    'server/features/a/report.ts:1: imports server/features/b/repository.ts, inside feature b',
  'require-of-feature-internals': 'server/features/a/report.ts:4: requires server/features/b/repository.ts',
  'reexport-of-feature-internals-through-http':
    'server/http/claims.ts:2: re-exports server/features/b/repository.ts, inside feature b',
  'star-reexport-of-feature-internals-through-db':
    'server/db/everything.ts:1: re-exports server/features/b/repository.ts, inside feature b',
  'app-imports-feature-internals': 'server/app.ts:1: imports server/features/b/repository.ts, inside feature b',
  'schema-value-import-of-tables': 'server/db/schema.ts:1: imports server/features/b/tables.ts, inside feature b',
  'type-import-of-feature-internals-in-plumbing':
    'server/http/app-env.ts:2: imports server/features/auth/sessions.ts, inside feature auth',
  'site-imports-server': 'src/lib/claims.ts:1: the site imports the server (server/features/b/index.ts)',
  'site-imports-server-dynamically':
    'src/lib/claims.ts:2: the site imports with import() the server (server/features/b/index.ts)',
  'site-imports-server-with-inline-type': 'src/lib/claims.ts:2: the site imports the server',
  'site-reexports-server': 'src/lib/claims.ts:2: the site re-exports the server',
  'astro-frontmatter-imports-server': 'src/components/ClaimCount.astro:2: the site imports the server',
  'astro-script-imports-server': 'src/components/ClaimCount.astro:8: the site imports with import() the server',
  'contract-imports-server': 'contract/claims.ts:1: contract/ imports server/features/b/index.ts',
  'import-type-feature-cycle': 'feature cycle: a -> b -> a',
  'query-on-another-features-table':
    'server/features/a/repository.ts:4: queries claims, a table of b; ask its owner through server/features/b/index.ts',
  'raw-sql-on-another-features-table': 'server/features/a/count.ts:5: queries claims, a table of b;',
  'join-on-another-features-table': 'server/features/a/repository.ts:6: queries claims, a table of b;',
  'plumbing-queries-a-features-table': 'server/db/seed.ts:4: queries claims, a table of b;',
  'value-import-file-cycle': 'import cycle: src/lib/one.ts -> src/lib/two.ts -> src/lib/one.ts',
};

/**
 * A tree with every allowed near miss: a feature used through index.ts, types across, queries in
 * repositories, the app mounting a feature's router, the database type composed of a feature's tables.
 */
const PASSING = 'passes';

function filesOf(tree: string): string[] {
  return readdirSync(tree, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(tree.length + 1))
    .sort();
}

const check = (tree: string) => checkLayout(tree, filesOf(tree));

describe('the layout check', () => {
  it('knows what every fixture tree must yield', () => {
    const trees = readdirSync(fixtures).sort();
    expect(trees).toEqual([...Object.keys(REFUSED), PASSING].sort());
  });

  it.each(Object.entries(REFUSED))('refuses %s with one finding', (tree, expected) => {
    const findings = check(join(fixtures, tree));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(expected);
  });

  it('passes a tree that keeps every rule', () => {
    expect(check(join(fixtures, PASSING))).toEqual([]);
  });

  it('reads the passing tree for real: one query added to its routes file is refused', () => {
    const copy = mkdtempSync(join(tmpdir(), 'layout-'));
    try {
      cpSync(join(fixtures, PASSING), copy, { recursive: true });
      appendFileSync(
        join(copy, 'server/features/a/routes.ts'),
        "export const leak = (db: any) => db.selectFrom('x');\n",
      );
      expect(check(copy)).toEqual([expect.stringContaining('server/features/a/routes.ts:15: a query (selectFrom)')]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  // Parses every file of the product: a few seconds alone, several times that beside other suites.
  it('finds nothing in the product', { timeout: 60_000 }, () => {
    const files = productFiles(root);
    expect(files).toContain('server/app.ts');
    expect(files.some((file) => file.startsWith(FIXTURES_DIR))).toBe(false);
    expect(checkLayout(root, files)).toEqual([]);
  });
});
