import { BOLD, REGULAR } from './letter-fonts.ts';
import {
  BODY_LINE_GAP,
  BODY_SIZE,
  contentLeft,
  contentWidth,
  INK,
  keepTogether,
  lineHeight,
  MUTED,
  pageTextHeight,
} from './letter-page.ts';

/** Share of the width the recipient takes on the left; the reference block sits on the right. */
const RECIPIENT_SHARE = 0.5;
const REFERENCE_START = 0.56;

/** The recipient's name and address on the left and the reference lines (file, policy, date) on the right. */
export function drawAddressBlock(
  doc: PDFKit.PDFDocument,
  recipient: string[],
  reference: { label: string; value: string }[],
): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const top = doc.y;
  let recipientEnd = top;
  doc.fontSize(BODY_SIZE).fillColor(INK);
  recipient.forEach((line, index) => {
    doc.font(index === 0 ? BOLD : REGULAR).text(line, left, recipientEnd, { width: width * RECIPIENT_SHARE });
    recipientEnd = doc.y;
  });

  const blockLeft = left + width * REFERENCE_START;
  const blockWidth = width * (1 - REFERENCE_START);
  doc.font(REGULAR).fontSize(9);
  const widestLabel = Math.max(0, ...reference.map((entry) => doc.widthOfString(entry.label)));
  const labelWidth = Math.min(widestLabel + 10, blockWidth * 0.5);
  let referenceEnd = top;
  for (const entry of reference) {
    doc
      .font(REGULAR)
      .fillColor(MUTED)
      .text(entry.label, blockLeft, referenceEnd, { width: labelWidth - 6 });
    const labelEnd = doc.y;
    doc.font(BOLD).fillColor(INK);
    doc.text(entry.value, blockLeft + labelWidth, referenceEnd, { width: blockWidth - labelWidth });
    referenceEnd = Math.max(labelEnd, doc.y) + 3;
  }
  doc.fillColor(INK);
  doc.x = left;
  doc.y = Math.max(recipientEnd, referenceEnd) + 26;
}

/** The letter's subject in bold with a short rule in the organisation's colour under it. */
export function drawTitle(doc: PDFKit.PDFDocument, title: string, colour: string): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(16).fillColor(INK);
  // The title is never left alone at the foot of a page: it comes with a few lines of what follows.
  keepTogether(doc, doc.heightOfString(title, { width }) + 60);
  doc.text(title, left, doc.y, { width });
  const ruleY = doc.y + 5;
  doc.rect(left, ruleY, 48, 2.5).fill(colour);
  doc.fillColor(INK);
  doc.y = ruleY + 18;
}

/** Body paragraphs; a paragraph starts on the next page rather than leave one line alone at the foot of this one. */
export function drawParagraphs(doc: PDFKit.PDFDocument, paragraphs: string[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  for (const paragraph of paragraphs) {
    const height = doc.heightOfString(paragraph, { width, lineGap: BODY_LINE_GAP });
    keepTogether(doc, Math.min(height, 2 * lineHeight(doc)));
    doc.text(paragraph, left, doc.y, { width, lineGap: BODY_LINE_GAP });
    doc.y += 8;
  }
}

/** How to answer and the signature, kept on one page when they fit on one, so the signature is never alone. */
export function drawClosing(doc: PDFKit.PDFDocument, closing: string[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const gap = 6;
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  doc.y += 6;
  const heights = closing.map((line) => doc.heightOfString(line, { width, lineGap: BODY_LINE_GAP }));
  const total = heights.reduce((sum, height) => sum + height + gap, 0);
  if (total <= pageTextHeight(doc)) keepTogether(doc, total);
  for (const line of closing) {
    doc.text(line, left, doc.y, { width, lineGap: BODY_LINE_GAP });
    doc.y += gap;
  }
}
