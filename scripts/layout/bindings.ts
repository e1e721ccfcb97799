import ts from 'typescript';
import { resolveSpecifier } from './imports.ts';

/**
 * What a name may stand for, as far as syntax tells: enough to see kysely's `sql` or hono's router
 * makers through a rename, a namespace, a destructuring or another file's re-export. Scopes are
 * ignored (a name means the same all through its file): an over-broad reading refuses, never lets pass.
 */
export type Ref =
  | { of: 'module'; module: string }
  | { of: 'export'; module: string; name: string }
  | { of: 'name'; name: string }
  | { of: 'member'; base: Ref; name: string }
  | { of: 'call'; callee: Ref }
  | { of: 'either'; refs: Ref[] };

export interface Bindings {
  locals: Map<string, Ref[]>;
  exports: Map<string, Ref[]>;
  /** Modules whose names this file passes on with `export *`. */
  stars: string[];
}

/** A module's id: a root-relative path for a file of the tree, `pkg:<name>` for a package. */
export function moduleId(file: string, specifier: string, files: ReadonlySet<string>): string {
  const { target, local } = resolveSpecifier(file, specifier, files);
  return local ? target : `pkg:${target}`;
}

export function bindingsOf(file: string, source: ts.SourceFile, files: ReadonlySet<string>): Bindings {
  const bindings: Bindings = { locals: new Map(), exports: new Map(), stars: [] };
  const push = (map: Map<string, Ref[]>, name: string, ref: Ref | undefined) => {
    if (ref) map.set(name, [...(map.get(name) ?? []), ref]);
  };
  const moduleOf = (specifier: ts.Expression) =>
    ts.isStringLiteralLike(specifier) ? moduleId(file, specifier.text, files) : undefined;
  const refOf = (node: ts.Expression): Ref | undefined => expressionRef(node, moduleOf);
  const destructure = (pattern: ts.BindingName, ref: Ref | undefined) => {
    if (!ref) return;
    if (ts.isIdentifier(pattern)) return push(bindings.locals, pattern.text, ref);
    if (!ts.isObjectBindingPattern(pattern)) return;
    for (const element of pattern.elements) {
      const key = element.propertyName ?? element.name;
      const name = ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : undefined;
      if (name && !element.dotDotDotToken) destructure(element.name, { of: 'member', base: ref, name });
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause && !node.importClause.isTypeOnly) {
      const module = moduleOf(node.moduleSpecifier);
      const clause = node.importClause;
      if (module && clause.name) push(bindings.locals, clause.name.text, { of: 'export', module, name: 'default' });
      const named = clause.namedBindings;
      if (module && named && ts.isNamespaceImport(named))
        push(bindings.locals, named.name.text, { of: 'module', module });
      if (module && named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          push(bindings.locals, element.name.text, { of: 'export', module, name });
        }
      }
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const module = moduleOf(node.moduleReference.expression);
      if (module) push(bindings.locals, node.name.text, { of: 'module', module });
    } else if (ts.isVariableDeclaration(node) && node.initializer) {
      destructure(node.name, refOf(node.initializer));
    } else if (ts.isVariableStatement(node) && isExported(node)) {
      // Exported under its own name: the export means whatever the local name comes to mean.
      for (const name of node.declarationList.declarations.flatMap((d) => boundNames(d.name))) {
        push(bindings.exports, name, { of: 'name', name });
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      if (ts.isIdentifier(node.left)) push(bindings.locals, node.left.text, refOf(node.right));
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      exportDeclaration(node, moduleOf, bindings);
    } else if (ts.isExportAssignment(node)) {
      push(bindings.exports, 'default', refOf(node.expression));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bindings;
}

function exportDeclaration(
  node: ts.ExportDeclaration,
  moduleOf: (specifier: ts.Expression) => string | undefined,
  bindings: Bindings,
) {
  const module = node.moduleSpecifier ? moduleOf(node.moduleSpecifier) : undefined;
  const clause = node.exportClause;
  if (!clause) {
    if (module) bindings.stars.push(module);
  } else if (ts.isNamespaceExport(clause)) {
    if (module) bindings.exports.set(clause.name.text, [{ of: 'module', module }]);
  } else {
    for (const element of clause.elements) {
      if (element.isTypeOnly) continue;
      const name = (element.propertyName ?? element.name).text;
      const ref: Ref = module ? { of: 'export', module, name } : { of: 'name', name };
      bindings.exports.set(element.name.text, [ref]);
    }
  }
}

function isExported(node: ts.VariableStatement): boolean {
  return (node.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isBindingElement(element) ? boundNames(element.name) : []));
}

/** The reference an expression makes, seen through parentheses, casts, `await import()` and `require()`. */
export function expressionRef(
  node: ts.Expression,
  moduleOf: (specifier: ts.Expression) => string | undefined,
): Ref | undefined {
  const refOf = (inner: ts.Expression) => expressionRef(inner, moduleOf);
  if (ts.isIdentifier(node)) return { of: 'name', name: node.text };
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return refOf(node.expression);
  }
  if (ts.isPropertyAccessExpression(node)) {
    const base = refOf(node.expression);
    return base && { of: 'member', base, name: node.name.text };
  }
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
    const base = refOf(node.expression);
    return base && { of: 'member', base, name: node.argumentExpression.text };
  }
  if (ts.isAwaitExpression(node)) return refOf(node.expression);
  if (ts.isCallExpression(node)) {
    const specifier = node.arguments[0];
    const loads =
      node.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(node.expression) && node.expression.text === 'require');
    if (loads) {
      const module = specifier && moduleOf(specifier);
      return module ? { of: 'module', module } : undefined;
    }
    const callee = refOf(node.expression);
    return callee && { of: 'call', callee };
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.CommaToken) return refOf(node.right);
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return either([refOf(node.left), refOf(node.right)]);
    }
  }
  if (ts.isConditionalExpression(node)) return either([refOf(node.whenTrue), refOf(node.whenFalse)]);
  return undefined;
}

function either(refs: (Ref | undefined)[]): Ref | undefined {
  const known = refs.filter((ref): ref is Ref => ref !== undefined);
  return known.length > 0 ? { of: 'either', refs: known } : undefined;
}
