import { ReportListSchema, ReportResultSchema } from '../../../contract/reports.ts';
import { apiGet } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';

export interface ReportParams {
  from: string;
  to: string;
  group: string;
  type: string;
}

const query = (params: ReportParams) => new URLSearchParams({ ...params }).toString();

/** The reports the person may run, one report's figures, and its export as a file. */
export const fetchReports = () => apiGet('/reports/browse', ReportListSchema);
export const runReport = (id: string, params: ReportParams) =>
  apiGet(`/reports/${encodeURIComponent(id)}/run?${query(params)}`, ReportResultSchema);
export const exportReport = (id: string, params: ReportParams, format: 'csv' | 'xlsx') =>
  downloadFile(`/reports/${encodeURIComponent(id)}/export?${query(params)}&format=${format}`);
