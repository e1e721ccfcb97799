import ts from 'typescript';
import { expressionRef, moduleId } from './bindings.ts';
import { lineOf } from './source.ts';
import { isCompiledQuery, isSqlTag, SQL_TAG, type Values } from './values.ts';

/**
 * The names that start or run a Kysely query (and its schema and introspection work). They are
 * refused by name on any receiver: whatever object offers `selectFrom` is a database in all but type.
 */
export const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'with',
  'withRecursive',
  'selectNoFrom',
  'transaction',
  'startTransaction',
  'connection',
  'executeQuery',
  'introspection',
  'createTable',
  'alterTable',
  'dropTable',
  'createIndex',
  'dropIndex',
  'createView',
  'dropView',
]);

export interface QuerySite {
  line: number;
  /** What was found, as written for the reader: `selectFrom`, sql`…`, `sql.raw`. */
  what: string;
}

/** Every place in a file that writes or runs a query, one entry per line. */
export function querySites(module: string, source: ts.SourceFile, values: Values, files: ReadonlySet<string>) {
  const sites = new Map<number, Set<string>>();
  const note = (node: ts.Node, what: string) => {
    const line = lineOf(source, node);
    sites.set(line, (sites.get(line) ?? new Set()).add(what));
  };
  const moduleOf = (specifier: ts.Expression) =>
    ts.isStringLiteralLike(specifier) ? moduleId(module, specifier.text, files) : undefined;
  const valuesOf = (node: ts.Expression) => {
    const ref = expressionRef(node, moduleOf);
    return ref ? values.of(module, ref) : [];
  };
  const isSql = (node: ts.Expression) => valuesOf(node).some(isSqlTag);
  const member = (node: ts.Node, base: ts.Expression, name: string) => {
    if (QUERY_METHODS.has(name)) note(node, name);
    // Only a member of the tag itself: `.execute` on what `sql.raw()` built is the same query again.
    else if (valuesOf(base).includes(SQL_TAG)) note(node, `sql.${name}`);
    else if (valuesOf(base).some(isCompiledQuery)) note(node, `CompiledQuery.${name}`);
  };

  const bindingNames = (pattern: ts.ObjectBindingPattern) => {
    for (const element of pattern.elements) {
      const key = element.propertyName ?? element.name;
      const name = ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : '';
      if (QUERY_METHODS.has(name)) note(element, `{ ${name} }`);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && isSql(node.tag)) note(node, 'sql`…`');
    if (ts.isCallExpression(node) && !isMemberAccess(node.expression)) {
      if (isSql(node.expression)) note(node, 'sql(…)');
      if (ts.isIdentifier(node.expression) && QUERY_METHODS.has(node.expression.text)) note(node, node.expression.text);
    }
    if (ts.isPropertyAccessExpression(node)) member(node, node.expression, node.name.text);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      member(node, node.expression, node.argumentExpression.text);
    }
    if (ts.isObjectBindingPattern(node)) bindingNames(node);
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      if (isSql(node.initializer)) note(node, '{ … } = sql');
    }
    if (isDestructuringAssignment(node)) {
      for (const property of node.left.properties) {
        const key = property.name;
        if (key && (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) && QUERY_METHODS.has(key.text)) {
          note(property, `{ ${key.text} }`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...sites].map(([line, what]): QuerySite => ({ line, what: [...what].join(', ') }));
}

const isMemberAccess = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node);

function isDestructuringAssignment(node: ts.Node): node is ts.BinaryExpression & { left: ts.ObjectLiteralExpression } {
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isObjectLiteralExpression(node.left)
  );
}
