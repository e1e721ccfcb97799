import { posix } from 'node:path';
import ts from 'typescript';
import { lineOf } from './source.ts';

/** How a file reaches another module; each kind is a way around the walls, so each is read. */
export type ImportKind = 'static' | 'reexport' | 'dynamic' | 'require' | 'type-query';

export interface Import {
  /** A root-relative path for a file of the checked tree, else the package's name. */
  target: string;
  local: boolean;
  kind: ImportKind;
  /**
   * Erased before the code runs: `import type`, `export type`, `typeof import()`. An import whose
   * specifiers are all inline `type` is not: under verbatimModuleSyntax it stays as `import {}`
   * and still loads the module.
   */
  typeOnly: boolean;
  line: number;
}

/** Every module a file names, with TypeScript's parser: no comment or string can pass for one. */
export function importsOf(file: string, source: ts.SourceFile, files: ReadonlySet<string>): Import[] {
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, kind: ImportKind, typeOnly: boolean, at: ts.Node) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    found.push({ ...resolveSpecifier(file, specifier.text, files), kind, typeOnly, line: lineOf(source, at) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, 'static', node.importClause?.isTypeOnly ?? false, node);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, 'reexport', node.isTypeOnly, node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, 'require', node.isTypeOnly, node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type-query', true, node);
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic', false, node);
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
        add(node.arguments[0], 'require', false, node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const TRIED_ENDINGS = ['', '.ts', '.tsx', '.astro', '.mjs', '/index.ts', '/index.tsx'];

/** A relative or root-absolute specifier becomes a root-relative path; anything else names a package. */
export function resolveSpecifier(file: string, specifier: string, files: ReadonlySet<string>) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (!bare.startsWith('.') && !bare.startsWith('/')) return { target: specifier, local: false };
  const path = bare.startsWith('/') ? posix.normalize(bare.slice(1)) : posix.join(posix.dirname(file), bare);
  const candidates = [...TRIED_ENDINGS.map((ending) => path + ending), path.replace(/\.js$/, '.ts')];
  return { target: candidates.find((candidate) => files.has(candidate)) ?? path, local: true };
}
