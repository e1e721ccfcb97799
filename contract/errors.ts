import * as v from 'valibot';

/**
 * Every error code the API answers with. The client decides what to show from the code and the
 * HTTP status, never from the message text, so codes are stable and messages may be reworded.
 */
export const ERROR_CODES = {
  invalidJson: 'invalid_json',
  validationFailed: 'validation_failed',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  conflict: 'conflict',
  preconditionRequired: 'precondition_required',
  transitionNotAllowed: 'transition_not_allowed',
  inUse: 'in_use',
  duplicate: 'duplicate',
  slotFull: 'slot_full',
  alreadyBooked: 'already_booked',
  methodNotAllowed: 'method_not_allowed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  tooManyRequests: 'too_many_requests',
  invalidCredentials: 'invalid_credentials',
  accountLocked: 'account_locked',
  accountTemporarilyLocked: 'account_temporarily_locked',
  addressNotAllowed: 'address_not_allowed',
  externalLoginFailed: 'external_login_failed',
  passwordRenewalRequired: 'password_renewal_required',
  oneTimePasswordRequired: 'one_time_password_required',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status that goes with each code, so a code always means the same status. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  validation_failed: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  not_found: 404,
  conflict: 409,
  precondition_required: 428,
  transition_not_allowed: 409,
  /** An object others still refer to (a partner that holds assignments) cannot be deleted. */
  in_use: 409,
  /** A new claim that looks like an open one: sent again with allow_duplicate it is created all the same. */
  duplicate: 409,
  /** Every place of an appointment slot is taken (another booking came first). */
  slot_full: 409,
  /** The assignment already has its one active booking: move it instead. */
  already_booked: 409,
  method_not_allowed: 405,
  unauthorized: 401,
  forbidden: 403,
  too_many_requests: 429,
  invalid_credentials: 400,
  account_locked: 403,
  account_temporarily_locked: 429,
  address_not_allowed: 401,
  external_login_failed: 401,
  password_renewal_required: 403,
  one_time_password_required: 403,
  service_unavailable: 503,
  internal_error: 500,
};

/** Values an error names for the page's translated message (a limit, the allowed statuses…). */
export const ErrorParamsSchema = v.record(
  v.string(),
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())]),
);
export type ErrorParams = v.InferOutput<typeof ErrorParamsSchema>;

/**
 * One field at fault: its dotted path in the request (`ends_on`, `contacts.0.email`), the key of
 * its message in the translation files, the values that message names, and the message in English
 * for callers that have no translation files.
 */
export const ProblemSchema = v.object({
  field: v.string(),
  key: v.string(),
  params: v.optional(ErrorParamsSchema),
  message: v.string(),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

export const ErrorBodySchema = v.object({
  error: v.object({
    code: v.picklist(Object.values(ERROR_CODES)),
    /** The key of the message in the translation files (`error.absence.startsInPast`): pages show its text in their language. */
    key: v.optional(v.string()),
    /** The message in English, for logs and for callers without the translation files. */
    message: v.string(),
    /** The request field at fault, when one is (`status_code`, `If-Match`…): the first of `problems`. */
    field: v.optional(v.string()),
    params: v.optional(ErrorParamsSchema),
    /** Every field at fault, each with its own message, when the request named any. */
    problems: v.optional(v.array(ProblemSchema)),
    /** Correlates a 500 with the server log; present on unexpected errors only. */
    id: v.optional(v.string()),
    /** The request's id, as the server log and the X-Request-Id header name it. */
    request_id: v.optional(v.string()),
    /** Only in development, for the error dialog to show where the failure happened. */
    stack: v.optional(v.string()),
  }),
  /** With 409 `conflict`: the object as it is now (its ETag is in the answer's header), so the page can show it. */
  current: v.optional(v.unknown()),
});

export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Largest request body the API reads, in bytes; larger ones answer 413. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
