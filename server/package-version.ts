import { readFileSync } from 'node:fs';

/** The product version, from package.json, read once. */
export const PACKAGE_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;
