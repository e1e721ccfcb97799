import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleSearchResult } from '../../../contract/vehicle-search.ts';
import { ApiError } from '../api/api-error.ts';
import { $session, type Session } from '../stores/session-store.ts';
import { searchVehicles, startAssessment } from './api.ts';
import { createAssessmentSearchPage } from './search-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../auth/paths.ts', () => ({
  localized: (path: string, lang: string) => (lang === 'ro' ? `/ro${path}` : path),
}));
vi.mock('./api.ts', () => ({ searchVehicles: vi.fn(), startAssessment: vi.fn() }));

const vehicle = {
  key: 'VIN1',
  plates: ['IF 07 DMO'],
  vin: 'VIN1',
  brand: 'Dacia',
  model: 'Logan',
  claim_files: [
    {
      claim_file_no: 'DEMO000789',
      event_date: '2026-11-20',
      policy_no: 'P1',
      plate: 'IF 07 DMO',
      is_open: true,
      assessments: [],
    },
  ],
};
const found = (vehicles = [vehicle]): VehicleSearchResult => ({ vehicles, truncated: false });
const signedInWith = (roles: string[]) => $session.set({ idToken: 't', profile: { roles } } as unknown as Session);

describe('the assessment search page', () => {
  beforeEach(() => {
    vi.mocked(searchVehicles).mockReset();
    vi.mocked(startAssessment).mockReset();
    $session.set(null);
  });

  it('says why it does not search an empty or too short text, and never calls the API for it', async () => {
    const page = createAssessmentSearchPage('en');
    await page.search();
    expect(page.$state.get()).toEqual({ kind: 'empty' });
    page.type(' b - 1 ');
    await page.search();
    expect(page.$state.get()).toEqual({ kind: 'tooShort' });
    expect(searchVehicles).not.toHaveBeenCalled();
    expect(page.$round.get()).toBe(0);
  });

  it('shows what was found or that nothing was, once per answer, and a failure in words', async () => {
    const page = createAssessmentSearchPage('en');
    vi.mocked(searchVehicles).mockResolvedValueOnce(found());
    page.type('  if 07 dmo ');
    await page.search();
    expect(searchVehicles).toHaveBeenCalledWith('if 07 dmo');
    expect(page.$state.get()).toEqual({ kind: 'found', q: 'if 07 dmo', result: found() });
    expect(page.$round.get()).toBe(1);
    vi.mocked(searchVehicles).mockResolvedValueOnce(found([]));
    page.type('ZZZ999');
    await page.search();
    expect(page.$state.get()).toEqual({ kind: 'nothing', q: 'ZZZ999' });
    vi.mocked(searchVehicles).mockRejectedValueOnce(new Error('Offline'));
    await page.search();
    expect(page.$state.get()).toEqual({ kind: 'failed', message: 'Offline' });
    expect(page.$round.get()).toBe(3);
  });

  it('keeps only the newest answer when searches overlap', async () => {
    const page = createAssessmentSearchPage('en');
    let answerFirst: (value: VehicleSearchResult) => void = () => {};
    vi.mocked(searchVehicles)
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(found([]));
    page.type('AAA');
    const first = page.search();
    page.type('BBB');
    await page.search();
    answerFirst(found());
    await first;
    expect(page.$state.get()).toEqual({ kind: 'nothing', q: 'BBB' });
  });

  it('offers a new assessment to assessors and managers only, asks first, then opens it', async () => {
    const go = vi.fn();
    const page = createAssessmentSearchPage('ro', go);
    page.enter();
    signedInWith(['handler']);
    expect(page.newAssessment.$mayStart.get()).toBe(false);
    signedInWith(['AC.Assessor']);
    expect(page.newAssessment.$mayStart.get()).toBe(true);
    signedInWith(['claims.manager']);
    expect(page.newAssessment.$mayStart.get()).toBe(true);
    page.newAssessment.ask('DEMO000789');
    expect(page.newAssessment.$asking.get()).toBe('DEMO000789');
    page.newAssessment.cancel();
    expect(startAssessment).not.toHaveBeenCalled();
    vi.mocked(startAssessment).mockResolvedValueOnce({ id: 'a9', assignment_no: 'DEMO000789-3' });
    page.newAssessment.ask('DEMO000789');
    await page.confirmNew();
    expect(startAssessment).toHaveBeenCalledWith('DEMO000789');
    expect(go).toHaveBeenCalledWith('/ro/assignments/view/a9');
    page.exit();
  });

  it('keeps a refusal to show, stays on the page, and shows the files as they are now', async () => {
    const go = vi.fn();
    const page = createAssessmentSearchPage('en', go);
    vi.mocked(searchVehicles).mockResolvedValue(found());
    page.type('DEMO000789');
    await page.search();
    const refusal = new ApiError(409, 'conflict', 'This claim file already has an open assessment, DEMO000789-3.', {
      params: { assignment_no: 'DEMO000789-3' },
    });
    vi.mocked(startAssessment).mockRejectedValueOnce(refusal);
    page.newAssessment.ask('DEMO000789');
    await page.confirmNew();
    expect(go).not.toHaveBeenCalled();
    expect(page.newAssessment.$asking.get()).toBeNull();
    expect(page.newAssessment.saving.$problem.get()).toContain('DEMO000789-3');
    expect(searchVehicles).toHaveBeenCalledTimes(2);
    page.newAssessment.ask('DEMO000789');
    expect(page.newAssessment.saving.$problem.get()).toBe('');
  });
});
