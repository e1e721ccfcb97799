import { BOLD, REGULAR } from './letter-fonts.ts';
import { contentLeft, contentWidth, HAIRLINE, INK, MUTED } from './letter-page.ts';
import { usableLogoPng } from './logo-png.ts';

/** Used when an organisation's colour is not #rrggbb: a letter must still go out, in a sober slate. */
const FALLBACK_COLOUR = '#334155';
const BAND_PADDING = 18;
const LOGO_BOX = { width: 110, height: 44 };
const LOGO_TILE_PADDING = 5;

export interface Branding {
  name: string;
  colour: string;
  address: string | null;
  contact: string | null;
  logoPng: Buffer | null;
}

export const brandColour = (colour: string) =>
  /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : FALLBACK_COLOUR;

const channels = (colour: string) => [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));

/** WCAG 2 relative luminance of a #rrggbb colour, from 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = channels(colour).map((value) => {
    const share = value / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** White or black on the colour, whichever has the higher WCAG contrast ratio with it. */
export function textColourOn(colour: string): '#ffffff' | '#000000' {
  const luminance = relativeLuminance(colour);
  const withWhite = 1.05 / (luminance + 0.05);
  const withBlack = (luminance + 0.05) / 0.05;
  return withWhite >= withBlack ? '#ffffff' : '#000000';
}

/** The colour mixed with white: a background light enough for body text in any organisation colour. */
export function tint(colour: string, share: number): string {
  const mixed = channels(colour).map((value) => Math.round(255 - (255 - value) * share));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The first page's full-width band in the organisation's colour: the logo on a white tile (a logo is
 * drawn for a white page, so it stays legible on any colour), the name, and the address and contact
 * lines beside it. Leaves the cursor below the band.
 */
export function drawBand(doc: PDFKit.PDFDocument, branding: Branding): void {
  const colour = brandColour(branding.colour);
  const left = contentLeft(doc);
  const logo = usableLogoPng(branding.logoPng);
  const scale = logo ? Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height) : 0;
  const logoSize = logo ? { width: logo.width * scale, height: logo.height * scale } : { width: 0, height: 0 };
  const tile = logo
    ? { width: logoSize.width + 2 * LOGO_TILE_PADDING, height: logoSize.height + 2 * LOGO_TILE_PADDING }
    : { width: 0, height: 0 };
  const textLeft = logo ? left + tile.width + 14 : left;
  const textWidth = left + contentWidth(doc) - textLeft;
  const details = [branding.address, branding.contact].filter((line): line is string => Boolean(line?.trim()));

  doc.font(BOLD).fontSize(17);
  const nameHeight = doc.heightOfString(branding.name, { width: textWidth });
  doc.font(REGULAR).fontSize(9);
  const detailHeights = details.map((line) => doc.heightOfString(line, { width: textWidth, lineGap: 1 }));
  const textHeight = nameHeight + detailHeights.reduce((sum, height) => sum + height + 2, details.length ? 4 : 0);
  const bandHeight = Math.max(tile.height, textHeight) + 2 * BAND_PADDING;

  doc.rect(0, 0, doc.page.width, bandHeight).fill(colour);
  if (logo) {
    const tileTop = (bandHeight - tile.height) / 2;
    doc.roundedRect(left, tileTop, tile.width, tile.height, 4).fill('#ffffff');
    doc.image(logo.png, left + LOGO_TILE_PADDING, tileTop + LOGO_TILE_PADDING, {
      width: logoSize.width,
      height: logoSize.height,
    });
  }
  const onBand = textColourOn(colour);
  let y = (bandHeight - textHeight) / 2;
  doc.fillColor(onBand).font(BOLD).fontSize(17).text(branding.name, textLeft, y, { width: textWidth });
  y += nameHeight + 4;
  doc.font(REGULAR).fontSize(9);
  details.forEach((line, index) => {
    doc.text(line, textLeft, y, { width: textWidth, lineGap: 1 });
    y += (detailHeights[index] ?? 0) + 2;
  });
  doc.fillColor(INK);
  doc.x = left;
  doc.y = bandHeight + 28;
}

/**
 * What every page carries, drawn once all pages exist so each knows the page count: the footer line
 * and "n / total" under a rule, and on the pages after the first a thin strip of the colour with the
 * organisation and the letter's title, so a loose page is still recognisable.
 */
export function drawPageFurniture(doc: PDFKit.PDFDocument, branding: Branding, title: string, footer: string): void {
  const colour = brandColour(branding.colour);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const left = contentLeft(doc);
    const width = contentWidth(doc);
    const bottomMargin = doc.page.margins.bottom;
    // pdfkit starts a new page for text written below the bottom margin, which is where the footer goes.
    doc.page.margins.bottom = 0;
    if (index > range.start) {
      doc.rect(0, 0, doc.page.width, 6).fill(colour);
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      doc.text(`${branding.name} · ${title}`, left, 26, { width, height: 10, ellipsis: true });
    }
    const ruleY = doc.page.height - bottomMargin + 26;
    doc
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(0.75)
      .strokeColor(HAIRLINE)
      .stroke();
    const numberWidth = 48;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    const pageNumber = `${index - range.start + 1} / ${range.count}`;
    doc.text(pageNumber, left + width - numberWidth, ruleY + 8, {
      width: numberWidth,
      align: 'right',
      lineBreak: false,
    });
    // A long legal line wraps once and is then cut with an ellipsis rather than run off the page.
    doc.text(footer, left, ruleY + 8, { width: width - numberWidth - 12, height: 22, ellipsis: true, lineGap: 1 });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor(INK);
}
