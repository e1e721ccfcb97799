/**
 * How a public page names its insurer: a code of letters, digits, '-' or '_'. Apart from the
 * schemas, so a public page that reads it brings no valibot along.
 */
export const ORG_CODE_PATTERN = /^[\w-]{1,20}$/;
