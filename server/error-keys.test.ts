import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contract/errors.ts';
import { LANGUAGES } from '../contract/languages.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const tables = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(join(ROOT, `public/assets/i18n/${language}.json`), 'utf8')) as Record<string, string>,
  ]),
);

/** Every source file that can name a message key: the server, the contract and the site. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each quoted `error.…` key in the sources, with where it is named. */
function namedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ['server', 'contract', 'src'].flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/['"`](error\.[A-Za-z0-9_.]+)['"`]/g)) {
      const key = match[1] as string;
      if (!key.endsWith('.')) found.set(key, relative(ROOT, join(ROOT, file)));
    }
  }
  return found;
}

/** A key the code names is there as itself, or as the forms of a count (`key_one`, `key_other`: i18next picks one by `count`). */
const holds = (table: Record<string, string> | undefined, key: string) =>
  Boolean(table?.[key] || (table?.[`${key}_one`] && table?.[`${key}_other`]));

describe('error messages in the translation files', () => {
  it('hold a message for every error code, in every language', () => {
    const codes = [...Object.values(ERROR_CODES), 'network_error', 'bad_response'];
    for (const language of LANGUAGES) {
      const missing = codes.filter((code) => !tables[language]?.[`error.code.${code}`]);
      expect(missing, `error codes without a message in ${language}.json`).toEqual([]);
    }
  });

  it('hold every message key the code names, in every language', () => {
    const keys = namedKeys();
    expect(keys.size).toBeGreaterThan(150);
    for (const language of LANGUAGES) {
      const missing = [...keys]
        .filter(([key]) => !holds(tables[language], key))
        .map(([key, file]) => `${key} (${file})`);
      expect(missing, `keys named in the code but missing in ${language}.json`).toEqual([]);
    }
  });
});
