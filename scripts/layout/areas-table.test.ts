import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Folders of shared plumbing, which belong to no area. */
const PLUMBING = new Set(['api', 'pages', 'stores', 'common']);

/** The names a column of README's areas table gives, cell by cell (a cell may list several, or a sub-folder). */
function namesInColumn(column: number): Set<string> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Layout of the repository')) ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| area'));
  return new Set(rows.flatMap((row) => (row.split('|')[column] ?? '').split(',').map((name) => name.trim())));
}

const foldersIn = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !PLUMBING.has(entry.name))
    .map((entry) => entry.name)
    .sort();

describe("README's areas table", () => {
  it('names every feature folder of the server', () => {
    const named = namesInColumn(3);
    expect(foldersIn('server/features').filter((name) => !named.has(name))).toEqual([]);
  });

  it('names every area folder of the site, the same in src/lib and src/islands', () => {
    const named = namesInColumn(4);
    expect(foldersIn('src/lib').filter((name) => !named.has(name))).toEqual([]);
    expect(foldersIn('src/islands').filter((name) => !named.has(name))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    const server = new Set(foldersIn('server/features'));
    const site = new Set([...foldersIn('src/lib'), ...foldersIn('src/islands')]);
    const serverNames = [...namesInColumn(3)].filter((name) => /^[a-z-]+(\/[a-z-]+)?$/.test(name));
    expect(serverNames.filter((name) => !server.has(name.split('/')[0] ?? ''))).toEqual([]);
    const siteNames = [...namesInColumn(4)].filter((name) => /^[a-z-]+$/.test(name));
    expect(siteNames.filter((name) => !site.has(name))).toEqual([]);
  });
});
