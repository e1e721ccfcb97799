import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the deliberately wrong trees live; they are checked by the test, one tree at a time. */
export const FIXTURES_DIR = 'scripts/layout/fixtures/';

/**
 * The product's code files: tracked ones and new ones not yet added (so a file is checked before
 * its first commit), less git-ignored ones, files deleted from the work tree, and the fixtures.
 */
export function productFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.astro', '*.mjs'],
    { cwd: root, encoding: 'utf8' },
  );
  const files = new Set(listed.split('\n'));
  return [...files]
    .filter((file) => file && !file.startsWith('node_modules/') && !file.startsWith(FIXTURES_DIR))
    .filter((file) => existsSync(join(root, file)))
    .sort();
}
