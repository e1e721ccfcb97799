import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every relative link of README.md and docs/*.md names a file of the repository, and its #anchor a heading there. */
const root = resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors for a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = (heading ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map(([, target]) => target ?? '');
}

describe('links of README.md and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/operations.md');
    expect(linksOf(readFileSync(join(root, 'README.md'), 'utf8'))).toContain(
      'docs/operations.md#behind-a-reverse-proxy',
    );
  });

  it('gives GitHub anchors', () => {
    expect([...anchorsOf('# A page\n## Run on PostgreSQL\n## Versions: `ETag` & more\n## A page\n')]).toEqual([
      'a-page',
      'run-on-postgresql',
      'versions-etag--more',
      'a-page-1',
    ]);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    const text = readFileSync(join(root, page), 'utf8');
    for (const link of linksOf(text)) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [path, anchor] = link.split('#');
      const target = path ? resolve(root, dirname(page), decodeURIComponent(path)) : join(root, page);
      if (relative(root, target).startsWith('..')) broken.push(`${link}: outside the repository`);
      else if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor && !(target.endsWith('.md') && anchorsOf(readFileSync(target, 'utf8')).has(anchor)))
        broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});
