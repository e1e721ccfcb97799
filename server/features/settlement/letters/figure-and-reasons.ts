import { tint } from './letter-brand.ts';
import { BOLD, REGULAR } from './letter-fonts.ts';
import {
  BODY_LINE_GAP,
  BODY_SIZE,
  contentLeft,
  contentWidth,
  HAIRLINE,
  INK,
  keepTogether,
  lineHeight,
  pageTextHeight,
} from './letter-page.ts';

export interface FigureLine {
  label: string;
  amount: string;
  emphasis?: boolean;
}

const CELL_PADDING = { x: 6, y: 5 };

/**
 * How the amount was reached, as a two-column table: labels on the left, amounts right-aligned so
 * their digits line up, and emphasised lines (the total) in bold on a light tint of the organisation's
 * colour under a darker rule. A table that fits on one page is never split, so the total stays with
 * the lines it adds up.
 */
export function drawFigure(doc: PDFKit.PDFDocument, lines: FigureLine[], colour: string): void {
  if (lines.length === 0) return;
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  doc.fontSize(BODY_SIZE).font(BOLD);
  const widestAmount = Math.max(...lines.map((line) => doc.widthOfString(line.amount)));
  const amountWidth = Math.min(Math.max(widestAmount + 2, 80), width * 0.45);
  const labelWidth = width - amountWidth - 3 * CELL_PADDING.x;
  const rowHeights = lines.map((line) => {
    doc.font(line.emphasis ? BOLD : REGULAR);
    const labelHeight = doc.heightOfString(line.label, { width: labelWidth });
    const amountHeight = doc.heightOfString(line.amount, { width: amountWidth });
    return Math.max(labelHeight, amountHeight) + 2 * CELL_PADDING.y;
  });
  const tableHeight = rowHeights.reduce((sum, height) => sum + height, 0);
  doc.y += 4;
  if (tableHeight <= pageTextHeight(doc)) keepTogether(doc, tableHeight);

  lines.forEach((line, index) => {
    const height = rowHeights[index] ?? 0;
    keepTogether(doc, height);
    const top = doc.y;
    if (line.emphasis) {
      doc.rect(left, top, width, height).fill(tint(colour, 0.14));
      rule(doc, left, width, top, INK, 0.9);
    } else if (index === 0) {
      rule(doc, left, width, top, HAIRLINE, 0.5);
    }
    doc.font(line.emphasis ? BOLD : REGULAR).fillColor(INK);
    doc.text(line.label, left + CELL_PADDING.x, top + CELL_PADDING.y, { width: labelWidth });
    doc.text(line.amount, left + width - CELL_PADDING.x - amountWidth, top + CELL_PADDING.y, {
      width: amountWidth,
      align: 'right',
    });
    const nextIsEmphasis = lines[index + 1]?.emphasis ?? false;
    if (!line.emphasis && !nextIsEmphasis) rule(doc, left, width, top + height, HAIRLINE, 0.5);
    doc.x = left;
    doc.y = top + height;
  });
  doc.y += 16;
}

/** A refusal's reasons under their heading, numbered so the claimant can answer each one by its number. */
export function drawReasons(doc: PDFKit.PDFDocument, heading: string, items: string[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const numberWidth = 20;
  const itemLeft = left + numberWidth + 6;
  const itemWidth = width - numberWidth - 6;
  doc.font(BOLD).fontSize(11.5).fillColor(INK);
  const headingHeight = doc.heightOfString(heading, { width });
  keepTogether(doc, headingHeight + 6 + 2 * lineHeight(doc));
  doc.text(heading, left, doc.y, { width });
  doc.y += 6;

  doc.font(REGULAR).fontSize(BODY_SIZE);
  items.forEach((item, index) => {
    const height = doc.heightOfString(item, { width: itemWidth, lineGap: BODY_LINE_GAP });
    keepTogether(doc, Math.min(height, 2 * lineHeight(doc)));
    const top = doc.y;
    doc.text(`${index + 1}.`, left, top, { width: numberWidth, align: 'right' });
    doc.text(item, itemLeft, top, { width: itemWidth, lineGap: BODY_LINE_GAP });
    doc.x = left;
    doc.y += 5;
  });
  doc.y += 12;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number, y: number, colour: string, thickness: number) {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(thickness)
    .strokeColor(colour)
    .stroke();
}
