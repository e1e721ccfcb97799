import ts from 'typescript';
import { expressionRef, moduleId } from './bindings.ts';
import { lineOf } from './source.ts';
import { isFactoryMaker, isHonoClass, type Values } from './values.ts';

/**
 * The lines where a file makes a Hono router: `new Hono()` however Hono was imported, or a
 * factory's createApp()/createHandlers(). Those two method names count on any receiver, since a
 * factory handed in as a parameter cannot be traced by syntax, and nothing else here bears them.
 */
export function routerLines(module: string, source: ts.SourceFile, values: Values, files: ReadonlySet<string>) {
  const lines: number[] = [];
  const moduleOf = (specifier: ts.Expression) =>
    ts.isStringLiteralLike(specifier) ? moduleId(module, specifier.text, files) : undefined;
  const valuesOf = (node: ts.Expression) => {
    const ref = expressionRef(node, moduleOf);
    return ref ? values.of(module, ref) : [];
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && valuesOf(node.expression).some(isHonoClass)) lines.push(lineOf(source, node));
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const named = ts.isPropertyAccessExpression(callee) && /^(createApp|createHandlers)$/.test(callee.name.text);
      if (named || valuesOf(callee).some(isFactoryMaker)) lines.push(lineOf(source, node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}
