/** A4 in points, with room at the bottom that the flowing text never enters: the footer's. */
export const PAGE_MARGINS = { top: 64, left: 56, right: 56, bottom: 88 };

/** Body text: near-black reads as black in print and is softer on screen. */
export const INK = '#1a1a1a';
/** Labels and the footer: grey that still passes WCAG AA (about 7:1) on white. */
export const MUTED = '#595959';
export const HAIRLINE = '#d4d4d4';

export const BODY_SIZE = 10.5;
export const BODY_LINE_GAP = 2.5;

export const contentLeft = (doc: PDFKit.PDFDocument) => doc.page.margins.left;
export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/**
 * Starts a new page unless `height` still fits below the cursor. Blocks drawn at a fixed position
 * (table rows, a numbered item) call it first, because pdfkit only breaks pages for flowing text;
 * a block taller than a whole page is left to flow from the top of the page it is on.
 */
export function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  const atPageTop = doc.y <= doc.page.margins.top + 1;
  if (!atPageTop && doc.y + height > contentBottom(doc)) doc.addPage();
  doc.x = contentLeft(doc);
}

/** The height one line of the current font takes, with the gap the body text uses between lines. */
export const lineHeight = (doc: PDFKit.PDFDocument) => doc.currentLineHeight(true) + BODY_LINE_GAP;

/** The space a full page gives to text: a block taller than this cannot be kept together. */
export const pageTextHeight = (doc: PDFKit.PDFDocument) =>
  doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
