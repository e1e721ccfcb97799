import ts from 'typescript';
import { doorOf, featureOf, isServer, isTest } from './places.ts';
import { lineOf } from './source.ts';

/**
 * Who owns which table, and which tables each query names. A table is declared in the tables.ts of
 * one part of the server (a feature, or plumbing such as the rate limiter); only that part's files
 * may query it, and everyone else asks through the part's index.ts.
 */

/** tables.ts, or a part of one named for its subject (updates-tables.ts). */
export const isTablesFile = (file: string) => /(^|[/-])tables\.ts$/.test(file);

/**
 * The part of the server a file belongs to: a feature (`server/features/<name>/`), or a directory
 * of plumbing (`server/limits/`, `server/audit/`). Files straight in server/ belong to none.
 */
export function ownerOf(file: string): string | undefined {
  const feature = featureOf(file);
  if (feature) return feature;
  const dir = /^server\/([^/]+)\//.exec(file)?.[1];
  return dir && dir !== 'features' ? `server/${dir}` : undefined;
}

/** The tables a tables file declares: the members of its interfaces named `…Tables`. */
export function declaredTables(source: ts.SourceFile): string[] {
  const tables: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith('Tables')) {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
          tables.push(member.name.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tables;
}

/** Methods whose first argument names a table (or a list of them, for selectFrom). */
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
  'table',
]);

/** In raw SQL, the word after one of these is a table. */
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export interface TableSite {
  line: number;
  table: string;
}

/** Every table a file names in a query: Kysely's table arguments, and the tables raw SQL reads or writes. */
export function tableSites(source: ts.SourceFile, known: ReadonlySet<string>): TableSite[] {
  const sites: TableSite[] = [];
  const note = (node: ts.Node, text: string) => {
    // `claim_files as c`, `assignments.id`: the table is the first word.
    const table = /^\s*"?([a-z_][a-z0-9_]*)/.exec(text)?.[1];
    if (table && known.has(table)) sites.push({ line: lineOf(source, node), table });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      const first = node.arguments[0];
      if (TABLE_METHODS.has(name) && first) {
        const names = ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const each of names) if (ts.isStringLiteralLike(each)) note(each, each.text);
      }
    }
    if (
      ts.isTaggedTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = node.getText(source);
      for (const match of text.matchAll(SQL_TABLE)) note(node, match[1] ?? '');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Migrations are the schema's frozen history: they name every table by nature, and belong to the database. */
const isMigration = (file: string) => file.startsWith('server/db/migrations/');

/** Each table and the part of the server that declares it (a feature's name, or `server/limits`). */
export function tableOwnersOf(sources: ReadonlyMap<string, ts.SourceFile>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [file, source] of sources) {
    if (!isServer(file) || !isTablesFile(file)) continue;
    const owner = ownerOf(file);
    if (owner) for (const table of declaredTables(source)) owners.set(table, owner);
  }
  return owners;
}

/**
 * A query on a table another part of the server owns: the owner alone reads and writes its tables,
 * so "who changes this table?" is answered by opening one folder. Tests may set up any state.
 */
export function tableFindings(sources: ReadonlyMap<string, ts.SourceFile>) {
  const owners = tableOwnersOf(sources);
  const known = new Set(owners.keys());
  const findings: string[] = [];
  for (const [file, source] of sources) {
    if (!isServer(file) || isTest(file) || isMigration(file)) continue;
    for (const { line, table } of tableSites(source, known)) {
      const owner = owners.get(table);
      if (!owner || owner === ownerOf(file)) continue;
      const door = owner.startsWith('server/') ? `${owner}/` : doorOf(owner);
      findings.push(`${file}:${line}: queries ${table}, a table of ${owner}; ask its owner through ${door}`);
    }
  }
  return findings;
}
