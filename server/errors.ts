import { ERROR_STATUS, type ErrorCode, type ErrorParams } from '../contract/errors.ts';
import type { FieldProblem } from '../contract/problems.ts';
import type { Language } from '../contract/languages.ts';
import { translate } from './i18n.ts';

/** The key of an error message in the translation files: every one starts with `error.`. */
export type ErrorKey = `error.${string}`;

/** What a caller is told when the database cannot be reached: it may retry. */
export const DATABASE_UNAVAILABLE_KEY: ErrorKey = 'error.serviceUnavailable';

export interface AppErrorOptions {
  /** Sent as Retry-After, for answers that say when to try again (blocks, rate limits). */
  retryAfter?: Date;
  /** The request field at fault. */
  field?: string;
  /** Values the translated message names (`{{limit}}`, `{{allowed}}`…). */
  params?: ErrorParams;
  /** Every field at fault, each with its own message key, when the request named any. */
  problems?: readonly FieldProblem[];
  /** With a conflict: the object as it is now, and its version for the ETag header. */
  current?: unknown;
  currentVersion?: number;
}

/** i18next fills `{{name}}` from strings and numbers; a list reads as its items joined. */
export function messageValues(params: ErrorParams | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    values[name] = Array.isArray(value) ? value.join(', ') : typeof value === 'number' ? value : String(value);
  }
  return values;
}

/**
 * The one error type handlers throw on purpose: a code (the kind of refusal, which fixes the HTTP
 * status), the key of its message in the translation files and the values that message names.
 * `onError` answers it in the caller's language; `message` is the English text, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: ErrorKey;
  readonly status: number;
  readonly retryAfter: Date | null;
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;
  readonly problems: readonly FieldProblem[];
  readonly current: unknown;
  readonly currentVersion: number | undefined;

  constructor(code: ErrorCode, key: ErrorKey, options: AppErrorOptions = {}) {
    super(translate('en', key, messageValues(options.params)));
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.status = ERROR_STATUS[code];
    this.retryAfter = options.retryAfter ?? null;
    this.field = options.field ?? options.problems?.[0]?.field;
    this.params = options.params;
    this.problems = options.problems ?? [];
    this.current = options.current;
    this.currentVersion = options.currentVersion;
  }

  /** The message in a language, as the answer carries it. */
  messageIn(language: Language): string {
    return translate(language, this.key, messageValues(this.params));
  }
}
