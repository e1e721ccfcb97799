import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562): the creation time in its first 48 bits, then a 12-bit sequence that keeps
 * ids made in the same millisecond in order, then random bits. Rows ordered by such an id come
 * out in the order they were written, even when their timestamps are equal.
 */
export function timeOrderedId(at: Date): string {
  let ms = Math.max(at.getTime(), lastMs);
  if (ms === lastMs && sequence === 0xfff) ms += 1; // the sequence is spent: borrow the next millisecond
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes.readUInt8(8) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Makes the ids this process writes from now on sort after `id`, one another process made under
 * a clock that may show the same instant: a test that starts from a database seeded elsewhere at
 * its manual clock's instant writes rows that must come after the seeded ones, as they would had
 * it seeded them itself.
 */
export function continueAfter(id: string): void {
  const hex = id.replaceAll('-', '');
  const ms = Number.parseInt(hex.slice(0, 12), 16);
  const idSequence = Number.parseInt(hex.slice(13, 16), 16);
  if (ms > lastMs || (ms === lastMs && idSequence > sequence)) {
    lastMs = ms;
    sequence = idSequence;
  }
}
