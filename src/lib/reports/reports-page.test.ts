import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { exportReport, runReport } from './api.ts';
import { createReportPage, twelveWeeksBefore } from './reports-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({ fetchReports: vi.fn(), runReport: vi.fn(), exportReport: vi.fn() }));

describe('a report page', () => {
  it('covers the twelve weeks up to today at first', () => {
    expect(twelveWeeksBefore('2026-11-23')).toBe('2026-09-01');
    const page = createReportPage('overdue', '2026-11-23');
    expect(page.$params.get()).toEqual({ from: '2026-09-01', to: '2026-11-23', group: '', type: '' });
  });

  it('runs what was typed only when asked, and exports what was last run', async () => {
    vi.mocked(runReport).mockResolvedValue({} as Awaited<ReturnType<typeof runReport>>);
    const page = createReportPage('overdue', '2026-11-23');
    page.enter();
    page.editDraft({ group: 'north' });
    await page.exportAs('csv');
    expect(exportReport).toHaveBeenLastCalledWith('overdue', expect.objectContaining({ group: '' }), 'csv');
    page.run();
    await vi.waitFor(() =>
      expect(runReport).toHaveBeenLastCalledWith('overdue', expect.objectContaining({ group: 'north' })),
    );
    await page.exportAs('xlsx');
    expect(exportReport).toHaveBeenLastCalledWith('overdue', expect.objectContaining({ group: 'north' }), 'xlsx');
  });

  it('keeps a refused period with the field it names', async () => {
    vi.mocked(runReport).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'The period ends on or after its first day.', {
        field: 'to',
        problems: [{ field: 'to', key: 'error.report.period', message: 'The period ends on or after its first day.' }],
      }),
    );
    const page = createReportPage('overdue', '2026-11-23');
    page.editDraft({ to: '2026-01-01' });
    page.run();
    await vi.waitFor(() => expect(page.report.$loaded.get().state).toBe('failed'));
    expect(page.report.$loaded.get()).toMatchObject({ fields: { to: 'The period ends on or after its first day.' } });
  });
});
