/**
 * True when an error means the database cannot be reached or is shutting down, as opposed to a
 * bug in a query: the caller gets a 503 and may retry, and the server keeps running.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ERR_SQLITE_BUSY',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (/Connection terminated|database is locked|timeout exceeded when trying to connect/i.test(error.message))
    return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}
