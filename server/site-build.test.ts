import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt, isSiteStale } from './site-build.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(join(tmpdir(), 'claims-build-'));
  made.push(root);
  mkdirSync(join(root, 'src/pages'), { recursive: true });
  writeFileSync(join(root, 'src/pages/page.astro'), 'x');
  return root;
}
const setTime = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('stale site detection', () => {
  it('builds when dist/ is missing', () => {
    expect(isSiteStale(project())).toBe(true);
  });

  it('does not build when dist/ is newer than every source', () => {
    const root = project();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/site-routes.json'), '{}');
    setTime(join(root, 'src/pages/page.astro'), 1_000);
    setTime(join(root, 'src/pages'), 1_000);
    setTime(join(root, 'src'), 1_000);
    setTime(join(root, 'dist/site-routes.json'), 2_000);
    expect(isSiteStale(root)).toBe(false);
  });

  it('builds again when a source changed after the build', () => {
    const root = project();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/site-routes.json'), '{}');
    setTime(join(root, 'dist/site-routes.json'), 2_000);
    setTime(join(root, 'src/pages/page.astro'), 3_000);
    expect(isSiteStale(root)).toBe(true);
  });
});

describe('a production install, without the build tools', () => {
  it('serves the dist/ it was shipped with, even when its sources look newer', () => {
    const root = project();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/site-routes.json'), '{}');
    setTime(join(root, 'dist/site-routes.json'), 2_000);
    setTime(join(root, 'src/pages/page.astro'), 3_000);
    expect(() => ensureSiteBuilt(root)).not.toThrow();
  });

  it('says how to build and ship the site when there is no dist/', () => {
    expect(() => ensureSiteBuilt(project())).toThrow(/dist\/ is missing .* `npm run build` .* ship dist\//);
  });
});
