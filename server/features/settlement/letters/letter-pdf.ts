import PDFDocument from 'pdfkit';
import { drawFigure, drawReasons } from './figure-and-reasons.ts';
import { drawAddressBlock, drawClosing, drawParagraphs, drawTitle } from './letter-blocks.ts';
import { brandColour, drawBand, drawPageFurniture } from './letter-brand.ts';
import { letterFontFiles, registerLetterFonts } from './letter-fonts.ts';
import { PAGE_MARGINS } from './letter-page.ts';

/**
 * Everything an insurer's written answer to a claim says, already in the claimant's language and
 * formatted (dates, amounts): this module only lays the words out.
 */
export interface LetterLayout {
  /** Sets the PDF's /Lang, which screen readers and text tools use to read the words right. */
  language: 'en' | 'ro';
  organisation: {
    name: string;
    /** #rrggbb; the band, rules and the total's tint are drawn in it. */
    colour: string;
    address: string | null;
    contact: string | null;
    /** Fitted to a small box in the band; a PNG that cannot be read is left out rather than stop the letter. */
    logoPng: Buffer | null;
  };
  title: string;
  /** e.g. the claim file number, the policy number and the date, each with its label. */
  reference: { label: string; value: string }[];
  /** Name first, then the address lines. */
  recipient: string[];
  paragraphs: string[];
  /** How the amount was reached; the emphasised line (usually the last) is the total. */
  figure: { lines: { label: string; amount: string; emphasis?: boolean }[] } | null;
  /** A refusal's reasons. */
  reasons: { heading: string; items: string[] } | null;
  /** How to answer, then the signature lines. */
  closing: string[];
  /** One line on every page, e.g. the organisation's legal line. */
  footer: string;
}

const LANGUAGE_TAGS: Record<LetterLayout['language'], string> = { en: 'en', ro: 'ro' };

/**
 * The letter as an A4 PDF: a band in the organisation's colour with its name (and logo), the
 * recipient and reference block, the title, the paragraphs, the figure as a table or the reasons
 * as a numbered list, the closing, and on every page the footer with the page number. Text is in
 * DejaVu Sans, embedded as a subset, so Romanian diacritics print and copy out as text.
 */
export async function letterPdf(layout: LetterLayout): Promise<Buffer> {
  const fonts = await letterFontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    // The footer needs the page count, known only once the text has flowed onto every page.
    bufferPages: true,
    lang: LANGUAGE_TAGS[layout.language],
    displayTitle: true,
    info: {
      Title: layout.title,
      Author: layout.organisation.name,
      Subject: layout.title,
      Creator: layout.organisation.name,
      Producer: 'claims-app letters',
    },
  });
  const finished = collect(doc);
  registerLetterFonts(doc, fonts);
  const colour = brandColour(layout.organisation.colour);

  drawBand(doc, layout.organisation);
  drawAddressBlock(doc, layout.recipient, layout.reference);
  drawTitle(doc, layout.title, colour);
  drawParagraphs(doc, layout.paragraphs);
  if (layout.figure) drawFigure(doc, layout.figure.lines, colour);
  if (layout.reasons) drawReasons(doc, layout.reasons.heading, layout.reasons.items);
  drawClosing(doc, layout.closing);
  drawPageFurniture(doc, layout.organisation, layout.title, layout.footer);

  doc.end();
  return finished;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
