import { describe, expect, it } from 'vitest';
import { findRedirect, findShell, matchPattern, PARAM_SEGMENT, ROUTE_SHELLS } from './routes.ts';

describe('route table', () => {
  it('matches parameters and ignores trailing slashes', () => {
    expect(matchPattern('/status/:case_no', '/status/DEMO000123')).toEqual({ case_no: 'DEMO000123' });
    expect(matchPattern('/status/:case_no', '/status/DEMO000123/')).toEqual({ case_no: 'DEMO000123' });
    expect(matchPattern('/status/:case_no', '/status')).toBeNull();
    expect(matchPattern('/status/:case_no', '/status/a/b')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
  });

  it('redirects the entry shortcuts', () => {
    expect(findRedirect('/')).toEqual({ to: '/home', status: 302 });
    expect(findRedirect('/worklist')).toEqual({ to: '/assignments/worklist', status: 302 });
    expect(findRedirect('/shortlist')).toEqual({ to: '/assignments/shortlist', status: 302 });
    expect(findRedirect('/assessment-new')).toEqual({ to: '/assignments/assessment/search', status: 302 });
    expect(findRedirect('/guest/claim_statement/ORG1')).toEqual({ to: '/guest/claim_notification/ORG1', status: 301 });
    expect(findRedirect('/assignments')).toEqual({ to: '/assignments/worklist', status: 302 });
    expect(findRedirect('/user')).toEqual({ to: '/user/profile', status: 302 });
    expect(findShell('/user')).toBeUndefined();
    expect(findShell('/user/profile')?.shell).toBe('/user/profile');
    expect(findRedirect('/login')).toBeUndefined();
  });

  it('maps every parameter route to one shell', () => {
    expect(findShell('/status/DEMO000123')?.shell).toBe(`/status/${PARAM_SEGMENT}`);
    expect(findShell('/print-timeline/k1')?.layout).toBe('print');
    expect(findShell('/reports/claims-per-week')?.shell).toBe(`/reports/${PARAM_SEGMENT}`);
    expect(findShell('/assignments/list/new')?.shell).toBe(`/assignments/list/${PARAM_SEGMENT}`);
    expect(findShell('/guest/claim_notification/ORG1')?.shell).toBe('/guest');
    expect(findShell('/guest')?.shell).toBe('/guest');
    expect(findShell('/nothing-here')).toBeUndefined();
  });

  it('has one shell per path, each with a known layout', () => {
    const shells = ROUTE_SHELLS.map((r) => r.shell);
    expect(new Set(shells).size).toBe(shells.length);
    const layouts = new Set(ROUTE_SHELLS.map((r) => r.layout));
    expect([...layouts].sort()).toEqual(['guest', 'print', 'public', 'secured', 'tracker', 'user']);
  });
});
