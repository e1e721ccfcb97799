import * as v from 'valibot';

/**
 * Field schemas the settings areas share, each with the message a person sees. The API puts the
 * field's name in front ("email: Enter an e-mail address ..."), the form shows it under the field.
 */
export const requiredText = (max: number, whenEmpty: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, whenEmpty), v.maxLength(max, `At most ${max} characters.`));

export const optionalText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ]{8,16}$/;

export const emailField = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(200, 'At most 200 characters.'),
    v.regex(EMAIL_PATTERN, 'Enter an e-mail address such as name@example.com.'),
  );
export const phoneField = () =>
  v.pipe(v.string(), v.trim(), v.regex(PHONE_PATTERN, 'Enter a phone number such as +40 721 000 000.'));

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const dayField = () =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD.'),
    v.check((day) => {
      const at = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
    }, 'That day does not exist.'),
  );

/** Ids the server made: short tokens. */
export const idField = () => v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'Choose one from the list.'));
