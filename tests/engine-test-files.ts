import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NODE_TESTS = ['contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
const NOT_NODE_TESTS = ['**/*.browser.test.ts', '**/*.long.test.ts', '**/node_modules/**'];

/**
 * Which server-side test files (server/, contract/, scripts/) each engine's project runs, read from what a file imports from
 * server/test/engines.ts: a file that uses TEST_ENGINES runs on both engines, one that uses only
 * POSTGRES_ONLY on PostgreSQL alone, and every other file (unit tests, SQLITE_ONLY) on SQLite. The
 * site's own tests (src/) are a project of their own.
 */
export function nodeTestFiles(root: string): { sqlite: string[]; postgres: string[] } {
  const files = globSync(NODE_TESTS, { cwd: root, exclude: NOT_NODE_TESTS }).sort();
  const uses = (file: string) => {
    const text = readFileSync(join(root, file), 'utf8');
    return {
      both: /\bTEST_ENGINES\b/.test(text),
      sqlite: /\bSQLITE_ONLY\b/.test(text),
      postgres: /\bPOSTGRES_ONLY\b/.test(text),
    };
  };
  const sqlite: string[] = [];
  const postgres: string[] = [];
  for (const file of files) {
    const use = uses(file);
    if (use.both || use.postgres) postgres.push(file);
    if (use.both || use.sqlite || !use.postgres) sqlite.push(file);
  }
  return { sqlite, postgres };
}
