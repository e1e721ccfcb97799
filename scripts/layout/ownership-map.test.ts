import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productFiles } from './product-files.ts';
import { parseSource } from './source.ts';
import { isTablesFile, tableOwnersOf } from './table-owners.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ARCHITECTURE = 'docs/architecture.md';

/** The rows of the ownership table in docs/architecture.md: `| table | owner |`, table names in backticks. */
function documentedOwners(): Map<string, string> {
  const text = readFileSync(join(root, ARCHITECTURE), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Who owns which table')) ?? '';
  const rows = [...section.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*`?([a-z/-]+)`?\s*\|/gm)];
  return new Map(rows.map((row) => [row[1] ?? '', row[2] ?? '']));
}

describe('the ownership map in docs/architecture.md', () => {
  it('names every table with the part of the server that declares it, and nothing else', () => {
    const tablesFiles = productFiles(root).filter((file) => file.startsWith('server/') && isTablesFile(file));
    const sources = new Map(
      tablesFiles.map((file) => [file, parseSource(file, readFileSync(join(root, file), 'utf8'))]),
    );
    const owners = tableOwnersOf(sources);
    expect(owners.size).toBeGreaterThan(40);
    const expected = [...owners].sort(([a], [b]) => a.localeCompare(b));
    // On failure, the expected rows are printed as they belong in the document.
    const asRows = (entries: [string, string][]) =>
      entries.map(([table, owner]) => `| \`${table}\` | \`${owner}\` |`).join('\n');
    expect(asRows([...documentedOwners()].sort(([a], [b]) => a.localeCompare(b)))).toBe(asRows(expected));
  });
});
