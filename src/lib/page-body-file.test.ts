import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_SHELLS } from '../../contract/routes.ts';
import { bodyFileOf } from './page-body-file.ts';

describe('page bodies', () => {
  it('every route of contract/routes.ts has its body file, so no page ships as a placeholder', () => {
    const missing = ROUTE_SHELLS.map((route) => `src/page-bodies/${bodyFileOf(route)}`).filter(
      (file) => !existsSync(file),
    );
    expect(missing).toEqual([]);
  });

  it('names a body by its path: a parameter in brackets, a path with pages below it as its folder index', () => {
    expect(bodyFileOf({ patterns: ['/assignments/assessment/search'] })).toBe('assignments/assessment/search.astro');
    expect(bodyFileOf({ patterns: ['/assignments/view/:assignment_id'] })).toBe(
      'assignments/view/[assignment_id].astro',
    );
    expect(bodyFileOf({ patterns: ['/config'] })).toBe('config/index.astro');
  });
});
