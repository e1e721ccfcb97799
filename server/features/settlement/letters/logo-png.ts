import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A logo is drawn in a box a few centimetres wide: anything larger is a mistaken upload, not a logo. */
const MAX_SIDE = 4096;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export interface UsableLogo {
  png: Buffer;
  /** In pixels: the band fits the logo to its box keeping this proportion. */
  width: number;
  height: number;
}

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

/**
 * The logo when it is a PNG pdfkit can draw, or null. pdfkit decodes a PNG with transparency or
 * interlacing after the page is written, and a damaged one then throws where nobody can catch it and
 * the document never ends: the whole image is checked here first, and a letter without its logo
 * still goes out, because the logo is decoration and the letter is the claimant's answer.
 */
export function usableLogoPng(png: Buffer | null): UsableLogo | null {
  if (!png || png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const chunks = pngChunks(png) ?? [];
  const [first] = chunks;
  if (first?.type !== 'IHDR') return null;
  const header = pngHeader(first.data);
  if (!header) return null;
  if (header.colourType === 3 && !chunks.some((chunk) => chunk.type === 'PLTE')) return null;
  const compressed = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  if (compressed.length === 0) return null;
  const rowBytes = Math.ceil((header.width * header.bitDepth * (CHANNELS[header.colourType] ?? 0)) / 8);
  const plainSize = header.height * (1 + rowBytes);
  // Interlacing adds a filter byte and a rounded-up row per pass; the bound also stops a decompression bomb.
  const bound = plainSize + 16 * header.height + 64;
  try {
    const pixels = inflateSync(compressed, { maxOutputLength: bound });
    const complete = header.interlaced ? pixels.length > 0 : pixels.length === plainSize;
    return complete ? { png, width: header.width, height: header.height } : null;
  } catch {
    return null;
  }
}

function pngChunks(png: Buffer): { type: string; data: Buffer }[] | null {
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = SIGNATURE.length;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > png.length) return null;
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === 'IEND') return chunks;
  }
  return null;
}

function pngHeader(data: Buffer): PngHeader | null {
  if (data.length !== 13) return null;
  const header = {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data[8] ?? 0,
    colourType: data[9] ?? -1,
    interlaced: data[12] === 1,
  };
  const sizeFits = header.width > 0 && header.height > 0 && header.width <= MAX_SIDE && header.height <= MAX_SIDE;
  const depthFits = BIT_DEPTHS[header.colourType]?.includes(header.bitDepth) ?? false;
  return sizeFits && depthFits && (data[12] ?? 2) <= 1 ? header : null;
}
