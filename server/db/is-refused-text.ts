/**
 * True when PostgreSQL refused a value's characters (a NUL, or one the database's encoding cannot
 * hold): what came in was wrong, not the query. The edge refuses control characters with a field
 * message already; this keeps any that slip past (a raw path parameter) a 400 rather than a 500.
 */
const REFUSED_TEXT_CODES = new Set([
  '22021', // character_not_in_repertoire: "invalid byte sequence for encoding UTF8: 0x00"
  '22P05', // untranslatable_character
]);

export function isRefusedText(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && REFUSED_TEXT_CODES.has(code)) return true;
  return error.cause !== undefined && isRefusedText(error.cause);
}
