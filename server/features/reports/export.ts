import ExcelJS from 'exceljs';
import type { ReportResult } from '../../../contract/reports.ts';

type Cell = ReportResult['rows'][number][number];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @ first) is written as text: a claim note
 * or a name must never become a formula in the reader's Excel (CSV injection).
 */
function inert(value: Cell): Cell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Whole bani as lei with two decimals, written without floating point. */
const lei = (bani: number) =>
  `${bani < 0 ? '-' : ''}${Math.trunc(Math.abs(bani) / 100)}.${String(Math.abs(bani) % 100).padStart(2, '0')}`;

/** A cell as exported: money columns in lei (their header says so), the rest as they are. */
const exported = (value: Cell, kind: ReportResult['columns'][number]['kind']): Cell =>
  kind === 'money' && typeof value === 'number' ? lei(value) : value;

function csvField(value: Cell): string {
  const text = value === null ? '' : String(inert(value));
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a byte-order mark, so Excel reads ș and ț as they are. */
export function reportCsv(report: Pick<ReportResult, 'columns' | 'rows'>): string {
  const lines = [
    report.columns.map((c) => csvField(c.label)),
    ...report.rows.map((row) => row.map((value, i) => csvField(exported(value, report.columns[i]?.kind ?? 'text')))),
  ];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** One worksheet: a bold header row, numbers as numbers, hours with one decimal. */
export async function reportXlsx(report: Pick<ReportResult, 'name' | 'columns' | 'rows' | 'params'>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = book.addWorksheet(report.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.columns = report.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    style:
      c.kind === 'hours' || c.kind === 'percent' ? { numFmt: '0.0' } : c.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // Money is a number of lei in the sheet, so its sums work; the cell format shows two decimals.
  const cell = (value: Cell, i: number) =>
    value === null
      ? null
      : report.columns[i]?.kind === 'money' && typeof value === 'number'
        ? value / 100
        : inert(value);
  for (const row of report.rows) sheet.addRow(row.map(cell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
