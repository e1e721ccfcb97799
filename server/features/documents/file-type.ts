import type { AcceptedDocumentType } from '../../../contract/documents.ts';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * What a file really is, from its first bytes (its "magic number"), whatever its name or the
 * Content-Type the client claimed: an executable renamed photo.jpg is still an executable.
 */
export function detectDocumentType(bytes: Uint8Array): AcceptedDocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The extension a stored file of each type carries, and the ones its name may already have. */
const EXTENSIONS: Record<AcceptedDocumentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The name a file is kept and offered under: the sender's name with the extension of what its bytes
 * are. A JPEG sent as passwd.html is offered as passwd.html.jpg, so a browser or a desktop that goes
 * by the name never opens it as a page or a program.
 */
export function nameForType(name: string, type: AcceptedDocumentType): string {
  const extensions = EXTENSIONS[type];
  const own = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return own && extensions.includes(own) ? name : `${name}.${extensions[0]}`;
}
