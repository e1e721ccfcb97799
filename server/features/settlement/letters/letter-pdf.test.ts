import { crc32, deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { textColourOn } from './letter-brand.ts';
import { type LetterLayout, letterPdf } from './letter-pdf.ts';

interface PageText {
  /** The page's words, whitespace collapsed: pdfjs may cut a line into several items. */
  text: string;
  items: { text: string; baseline: number }[];
}

/** Reads a PDF back the way a claimant's viewer or a screen reader would: its text, page by page, and its title. */
async function readBack(pdf: Buffer): Promise<{ pages: PageText[]; title: string; author: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false })
    .promise;
  try {
    const pages: PageText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item ? [{ text: item.str + (item.hasEOL ? ' ' : ''), baseline: Number(item.transform[5]) }] : [],
      );
      pages.push({ text: normalise(items.map((item) => item.text).join('')), items });
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { pages, title: info.Title ?? '', author: info.Author ?? '' };
  } finally {
    await document.destroy();
  }
}

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const allText = (pages: PageText[]) => pages.map((page) => page.text).join(' ');

/** A width × height RGBA PNG made by hand, so the logo path through pdfkit's transparency handling is taken. */
function pngOf(width: number, height: number, idat?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [200, 40 * x, 30 * y, 255]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat ?? deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const romanianOffer: LetterLayout = {
  language: 'ro',
  organisation: {
    name: 'Asigurări Exemplu S.A.',
    colour: '#0b5fa5',
    address: 'Str. Științei nr. 12, București',
    contact: 'daune@exemplu.ro · 021 000 00 00',
    logoPng: null,
  },
  title: 'Ofertă de despăgubire',
  reference: [
    { label: 'Dosar de daună', value: 'RCA-2027-000123' },
    { label: 'Poliță', value: 'RO/05/123456' },
    { label: 'Data', value: '06.01.2027' },
  ],
  recipient: ['Doamna Ioana Ștefănescu', 'Str. Mărășești nr. 4, ap. 2', '400000 Cluj-Napoca'],
  paragraphs: [
    'Stimată doamnă Ștefănescu,',
    'În urma analizei dosarului, vă propunem o despăgubire de 3.734,50 lei. Suma se plătește în țară, în contul indicat.',
  ],
  figure: {
    lines: [
      { label: 'Total reparație', amount: '4.234,50 lei' },
      { label: 'Franșiză', amount: '-500,00 lei' },
      { label: 'Total de plată', amount: '3.734,50 lei', emphasis: true },
    ],
  },
  reasons: null,
  closing: ['Ne puteți răspunde la https://exemplu.ro/urmarire/abc123.', 'Cu stimă,', 'Asigurări Exemplu S.A.'],
  footer: 'Asigurări Exemplu S.A. · CUI RO12345678 · J40/1234/2000',
};

const englishRefusal: LetterLayout = {
  language: 'en',
  organisation: { name: 'Example Insurance plc', colour: '#ffd700', address: null, contact: null, logoPng: null },
  title: 'Refusal of your claim',
  reference: [{ label: 'Claim file', value: 'MTR-2027-000456' }],
  recipient: ['Mr John Smith', '1 High Street', 'Bristol BS1 1AA'],
  paragraphs: [
    'Dear Mr Smith,',
    'Having assessed your claim, we are unable to offer an indemnity, for the reasons below.',
  ],
  figure: null,
  reasons: {
    heading: 'Why we cannot pay',
    items: [
      'The damage was caused before the policy started.',
      'The driver was not named on the policy.',
      'The vehicle was used for hire and reward, which the policy excludes.',
    ],
  },
  closing: ['You may answer through the claim tracker.', 'Yours sincerely,', 'Example Insurance plc'],
  footer: 'Example Insurance plc, registered in England and Wales',
};

describe('letterPdf', () => {
  it('writes a Romanian offer whose diacritics (comma-below ș and ț) come back out as text', async () => {
    const pdf = await letterPdf(romanianOffer);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes('/Lang (ro)')).toBe(true);
    const { pages, title, author } = await readBack(pdf);
    expect(pages).toHaveLength(1);
    expect(title).toBe('Ofertă de despăgubire');
    expect(author).toBe('Asigurări Exemplu S.A.');
    const text = allText(pages);
    for (const words of [
      'Ofertă de despăgubire',
      'Stimată doamnă Ștefănescu',
      'despăgubire',
      'țară',
      'în',
      'Total reparație',
      'Franșiză',
      'Total de plată',
      '3.734,50 lei',
      'Dosar de daună',
      'RCA-2027-000123',
      'Str. Științei nr. 12, București',
      'Cu stimă,',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('\u0219');
    expect(text).toContain('\u021b');
    // The cedilla forms (ş U+015F, ţ U+0163) would mean a font or a mapping swapped the letters.
    expect(text).not.toMatch(/[\u015f\u0163]/);
    expect(text).toContain(normalise(romanianOffer.footer));
  });

  it('writes an English refusal with its three reasons numbered, and black text on a light colour', async () => {
    const pdf = await letterPdf(englishRefusal);
    expect(pdf.includes('/Lang (en)')).toBe(true);
    const { pages, title } = await readBack(pdf);
    expect(pages).toHaveLength(1);
    expect(title).toBe('Refusal of your claim');
    const text = allText(pages);
    expect(text).toContain('Why we cannot pay');
    expect(text).toContain('1. The damage was caused before the policy started.');
    expect(text).toContain('2. The driver was not named on the policy.');
    expect(text).toContain('3. The vehicle was used for hire and reward, which the policy excludes.');
    expect(text).toContain('Having assessed your claim, we are unable to offer an indemnity');
    expect(text).toContain('Example Insurance plc, registered in England and Wales');
    expect(text).toContain('1 / 1');
  });

  it('flows a long letter onto a second page with the footer on each page, below all the text', async () => {
    const sentence = 'Această propoziție lungă, cu diacritice în țară și în străinătate, se repetă până umple pagina. ';
    const long: LetterLayout = {
      ...romanianOffer,
      paragraphs: [
        'Stimată doamnă Ștefănescu,',
        ...Array.from({ length: 9 }, (_, index) => `${index + 1}. ${sentence.repeat(4)}`),
      ],
      closing: ['Cu stimă,', 'Ultimul rând al scrisorii'],
    };
    const { pages } = await readBack(await letterPdf(long));
    expect(pages).toHaveLength(2);
    const footer = normalise(long.footer);
    pages.forEach((page, index) => {
      expect(page.text).toContain(footer);
      expect(page.text).toContain(`${index + 1} / 2`);
    });
    expect(pages[1]?.text).toContain('Ultimul rând al scrisorii');
    expect(pages[1]?.text).toContain('Asigurări Exemplu S.A. · Ofertă de despăgubire');
    for (const page of pages) {
      // pdfjs gives each line as an item: the footer's items are its line and the page number.
      const isFurniture = (text: string) => normalise(text) === footer || /^\d+ \/ \d+$/.test(text.trim());
      const footerItems = page.items.filter((item) => item.text.trim() && isFurniture(item.text));
      const bodyItems = page.items.filter((item) => item.text.trim() && !isFurniture(item.text));
      const lowestBody = Math.min(...bodyItems.map((item) => item.baseline));
      const highestFooter = Math.max(...footerItems.map((item) => item.baseline));
      expect(footerItems.length).toBeGreaterThan(0);
      // PDF y grows upwards: every line of the letter sits above the footer with room between.
      expect(lowestBody).toBeGreaterThan(highestFooter + 20);
    }
  });

  it('draws a PNG logo in the band, and leaves a damaged one out rather than fail the letter', async () => {
    const withLogo = await letterPdf({
      ...romanianOffer,
      organisation: { ...romanianOffer.organisation, logoPng: pngOf(6, 3) },
    });
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    expect(allText((await readBack(withLogo)).pages)).toContain('Asigurări Exemplu S.A.');

    const damaged = pngOf(6, 3, Buffer.from('not deflate data at all'));
    const withoutLogo = await letterPdf({
      ...romanianOffer,
      organisation: { ...romanianOffer.organisation, logoPng: damaged },
    });
    expect(withoutLogo.includes('/Subtype /Image')).toBe(false);
    expect(allText((await readBack(withoutLogo)).pages)).toContain('Total de plată');
  });

  it('puts white text on dark colours and black text on light ones, by WCAG contrast', () => {
    expect(textColourOn('#0b5fa5')).toBe('#ffffff');
    expect(textColourOn('#000000')).toBe('#ffffff');
    expect(textColourOn('#ffd700')).toBe('#000000');
    expect(textColourOn('#ffffff')).toBe('#000000');
    // Mid grey: black gives 4.7:1, white only 4.5:1.
    expect(textColourOn('#777777')).toBe('#000000');
    expect(textColourOn('#c0392b')).toBe('#ffffff');
  });
});
