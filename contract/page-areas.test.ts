import { describe, expect, it } from 'vitest';
import { areaOfPage } from './page-areas.ts';

describe('the area of a staff page', () => {
  it('finds the most particular area, in either language', () => {
    expect(areaOfPage('/config')).toBe('config');
    expect(areaOfPage('/ro/config/partners/')).toBe('config-partners');
    expect(areaOfPage('/reports/overdue-assignments')).toBe('reports');
    expect(areaOfPage('/ro/time-off/my-absences')).toBe('time-off');
    expect(areaOfPage('/configuration')).toBeNull();
  });

  it('leaves the pages every member of staff uses open', () => {
    for (const path of ['/assignments/shortlist', '/assignments/worklist', '/search', '/workflow', '/user/profile'])
      expect(areaOfPage(path), path).toBeNull();
  });
});
