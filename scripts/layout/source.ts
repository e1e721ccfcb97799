import ts from 'typescript';

/**
 * A file's code as one TypeScript syntax tree. An .astro file's code is its frontmatter and its
 * <script> blocks; the markup around them is blanked to spaces (newlines kept) so that every
 * position, and so every reported line, is the one in the file itself.
 */
export function parseSource(file: string, text: string): ts.SourceFile {
  const code = file.endsWith('.astro') ? astroCode(text) : text;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  // Doc comments hold no import a rule reads; skipping them saves a good part of the parse.
  const options = { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone };
  return ts.createSourceFile(file, code, options, false, kind);
}

export function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

const FRONTMATTER = /^\s*---[^\n]*\n(?:([\s\S]*?)\n)?---/;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

function astroCode(text: string): string {
  const kept: [number, number][] = [];
  let markupStart = 0;
  const front = FRONTMATTER.exec(text);
  if (front) {
    const body = front[1] ?? '';
    const start = front[0].length - '---'.length - (front[1] === undefined ? 0 : body.length + 1);
    kept.push([start, start + body.length]);
    markupStart = front[0].length;
  }
  for (const script of text.slice(markupStart).matchAll(SCRIPT)) {
    const start = markupStart + (script.index ?? 0) + script[0].indexOf('>') + 1;
    kept.push([start, start + (script[1] ?? '').length]);
  }
  // Blank all but the kept spans (UTF-16 units, as regex indexes count); a `;` on the delimiter after
  // each span keeps two blocks from reading as one statement.
  const chars = text.split('').map((char): string => (char === '\n' ? '\n' : ' '));
  for (const [start, end] of kept) {
    for (let i = start; i < end; i++) chars[i] = text[i] ?? ' ';
    let after = end;
    while (chars[after] === '\n') after++;
    if (after < chars.length) chars[after] = ';';
  }
  return chars.join('');
}
