import { atom } from 'nanostores';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import { exportReport, fetchReports, runReport, type ReportParams } from './api.ts';

/** /reports: the categories and reports the person may run. */
export function createReportIndexPage() {
  const reports = createLoader(fetchReports);
  return {
    reports,
    enter() {
      void reports.load();
    },
    exit() {
      reports.exit();
    },
  };
}

/** The first day of the twelve weeks that end on `day` (both counted). */
export const twelveWeeksBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 83 * 86_400_000).toISOString().slice(0, 10);

/**
 * /reports/{report}: one report over the twelve weeks up to today unless other parameters are
 * chosen. What is typed runs only when asked; an export is of the parameters last run, so the
 * file matches the figures on screen. A refused period is shown beside the field it names.
 */
export function createReportPage(id: string, today: string) {
  const first: ReportParams = { from: twelveWeeksBefore(today), to: today, group: '', type: '' };
  const $params = atom(first);
  const $draft = atom(first);
  const report = createLoader(() => runReport(id, $params.get()));
  // An export needs no snack: the browser shows the file arriving.
  const exporting = createSaving();
  return {
    report,
    $params,
    $draft,
    exporting,
    editDraft(change: Partial<ReportParams>) {
      $draft.set({ ...$draft.get(), ...change });
    },
    run() {
      exporting.clear();
      $params.set($draft.get());
      void report.load();
    },
    exportAs: (format: 'csv' | 'xlsx') => exporting.save(() => exportReport(id, $params.get(), format)),
    enter() {
      void report.load();
    },
    exit() {
      report.exit();
    },
  };
}
