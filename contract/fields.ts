import * as v from 'valibot';

/**
 * Field schemas the settings areas share, each with the key of the message a person sees (in
 * public/assets/i18n/); the API answers it translated beside the field's name, the form shows it under the field.
 */
export const requiredText = (max: number, whenEmpty: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, whenEmpty), v.maxLength(max, 'error.field.atMost'));

export const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'error.field.atMost'));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ]{8,16}$/;

export const emailField = () =>
  v.pipe(v.string(), v.trim(), v.maxLength(200, 'error.field.atMost'), v.regex(EMAIL_PATTERN, 'error.field.email'));
export const phoneField = () => v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN, 'error.field.phone'));

/** The days any date of the product falls in: a claim, a policy, a birth, a booking. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not), from FIRST_DAY to LAST_DAY. */
export const dayField = () =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.field.dayFormat'),
    v.check((day) => {
      const at = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
    }, 'error.field.noSuchDay'),
    v.check((day) => day >= FIRST_DAY && day <= LAST_DAY, 'error.field.dayOutOfRange'),
  );

/** Ids the server made: short tokens. */
export const idField = () => v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'error.field.chooseFromList'));
