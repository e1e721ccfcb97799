import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The names a letter's document knows its two fonts by. */
export const REGULAR = 'letter-regular';
export const BOLD = 'letter-bold';

export interface LetterFontFiles {
  regular: Buffer;
  bold: Buffer;
}

// PDF's built-in Helvetica has no ș (U+0219) or ț (U+021B): DejaVu Sans writes every Romanian letter,
// and pdfkit embeds only the glyphs a letter uses, with the map that lets the text be copied back out.
const fontFolder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let loading: Promise<LetterFontFiles> | undefined;

/** The two TTF files, read once per process: each is hundreds of kilobytes, and every letter needs both. */
export function letterFontFiles(): Promise<LetterFontFiles> {
  loading ??= Promise.all([
    readFile(join(fontFolder, 'DejaVuSans.ttf')),
    readFile(join(fontFolder, 'DejaVuSans-Bold.ttf')),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read is not kept, so the next letter tries the files again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Registers the fonts in one document: pdfkit keeps registrations per document, never across them. */
export function registerLetterFonts(doc: PDFKit.PDFDocument, files: LetterFontFiles): void {
  doc.registerFont(REGULAR, files.regular);
  doc.registerFont(BOLD, files.bold);
  doc.font(REGULAR);
}
