import type ExcelJSModule from 'exceljs';
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

/** CSV keeps days and months as ISO text, which every tool reads; the header says so. */
const CSV_DAY_FORMAT: Partial<Record<ReportResult['columns'][number]['kind'], string>> = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};
const csvHeader = (column: ReportResult['columns'][number]) =>
  CSV_DAY_FORMAT[column.kind] ? `${column.label} (${CSV_DAY_FORMAT[column.kind]})` : column.label;

/** A day or a month as a spreadsheet's own date (noon UTC, so no zone moves it to another day). */
function sheetDay(value: Cell, kind: 'date' | 'month'): Cell | Date {
  if (typeof value !== 'string') return value;
  const day = kind === 'month' ? `${value}-01` : value;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T12:00:00Z`) : inert(value);
}

function csvField(value: Cell): string {
  const text = value === null ? '' : String(inert(value));
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with a byte-order mark, so Excel reads ș and ț as they are. */
export function reportCsv(report: Pick<ReportResult, 'columns' | 'rows'>): string {
  const lines = [
    report.columns.map((c) => csvField(csvHeader(c))),
    ...report.rows.map((row) => row.map((value, i) => csvField(exported(value, report.columns[i]?.kind ?? 'text')))),
  ];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** One worksheet: a bold header row, numbers as numbers, hours with one decimal, days as dates written dd.mm.yyyy. */
/**
 * The spreadsheet writer loads with the first export, not with the server: it is the largest
 * module the server holds, and most processes never write a spreadsheet.
 */
let spreadsheetWriter: Promise<typeof ExcelJSModule> | undefined;
const loadSpreadsheetWriter = () => {
  // A CommonJS package: Node hands its exports over as the default export.
  spreadsheetWriter ??= import('exceljs').then(
    (loaded) => (loaded as unknown as { default: typeof ExcelJSModule }).default,
  );
  return spreadsheetWriter;
};

export async function reportXlsx(report: Pick<ReportResult, 'name' | 'columns' | 'rows' | 'params'>): Promise<Buffer> {
  const ExcelJS = await loadSpreadsheetWriter();
  const book = new ExcelJS.Workbook();
  book.created = new Date(0);
  const sheet = book.addWorksheet(report.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.columns = report.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
    style:
      c.kind === 'hours' || c.kind === 'percent'
        ? { numFmt: '0.0' }
        : c.kind === 'money'
          ? { numFmt: '#,##0.00' }
          : c.kind === 'date'
            ? { numFmt: 'dd.mm.yyyy' }
            : c.kind === 'month'
              ? { numFmt: 'mm.yyyy' }
              : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // Money is a number of lei in the sheet, so its sums work; the cell format shows two decimals.
  const cell = (value: Cell, i: number) => {
    const kind = report.columns[i]?.kind;
    if (value === null) return null;
    if (kind === 'money' && typeof value === 'number') return value / 100;
    return kind === 'date' || kind === 'month' ? sheetDay(value, kind) : inert(value);
  };
  for (const row of report.rows) sheet.addRow(row.map(cell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
