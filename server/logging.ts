import { pino, type DestinationStream, type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type { Logger };

/**
 * The server's log: one JSON object per line on standard output (or the stream given, in tests),
 * with the time in ISO 8601. pino, because it is the kept JSON logger of Node servers, cheap per
 * line, and writes what log shippers read without a format of our own. What goes in is chosen
 * field by field by its callers (never a body, a query string or a path with its keys); the
 * redaction below is a second line of defence for a field that ought not to be there.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Named fields only: a wildcard (`*.password`) made every request's line about a tenth of
      // the server's throughput dearer (fast-redact walks each object for it).
      redact: {
        paths: ['password', 'token', 'iban', 'authorization', 'cookie', 'err.password', 'err.token'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
