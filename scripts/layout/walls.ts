import type { Import, ImportKind } from './imports.ts';
import { doorOf, featureOf, isNamedRoutes, isServer } from './places.ts';

const VERB: Record<ImportKind, string> = {
  static: 'imports',
  reexport: 're-exports',
  dynamic: 'imports with import()',
  require: 'requires',
  'type-query': 'imports with typeof import()',
};

/** The app mounts each feature's routers at the feature's prefix, so it alone may import them. */
const MOUNTS_ROUTERS = 'server/app.ts';
/** The database type is composed of every feature's tables.ts, as types. */
const COMPOSES_TABLES = 'server/db/schema.ts';

/** tables.ts, or a part of it named for its subject (updates-tables.ts). */
const isTablesFile = (target: string, feature: string) =>
  target.startsWith(`server/features/${feature}/`) && /(^|-)tables\.ts$/.test(target.split('/').at(-1) ?? '');

/**
 * The walls a reader relies on, for one file's imports:
 * - a feature is entered only by its index.ts, from another feature or from the plumbing around
 *   them (app.ts, http/, db/): types too, since a type names what lives behind the wall, and a
 *   re-export of an internal file would launder it for everyone downstream. Two places compose the
 *   features and reach one known file of each: the app their routers, the database type their
 *   tables;
 * - the site loads nothing of the server: only `import type`, which is erased, may cross;
 * - contract/ is shared by both, so it imports neither.
 */
export function wallFindings(file: string, imports: readonly Import[]): string[] {
  const findings: string[] = [];
  const feature = featureOf(file);
  for (const { target, local, kind, typeOnly, line } of imports) {
    if (!local) continue;
    const at = `${file}:${line}`;
    const targetFeature = featureOf(target);
    const composes =
      (file === MOUNTS_ROUTERS && isNamedRoutes(target)) ||
      (file === COMPOSES_TABLES && typeOnly && targetFeature !== undefined && isTablesFile(target, targetFeature));
    if (isServer(file) && targetFeature && targetFeature !== feature && target !== doorOf(targetFeature) && !composes) {
      findings.push(`${at}: ${VERB[kind]} ${target}, inside feature ${targetFeature}; use ${doorOf(targetFeature)}`);
    }
    if (file.startsWith('src/') && isServer(target) && !typeOnly) {
      findings.push(`${at}: the site ${VERB[kind]} the server (${target}); only \`import type\` may cross`);
    }
    if (file.startsWith('contract/') && !target.startsWith('contract/') && !target.startsWith('public/')) {
      findings.push(`${at}: contract/ ${VERB[kind]} ${target}`);
    }
  }
  return findings;
}
