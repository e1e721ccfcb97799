/**
 * The attributes that tie an input to the refusal shown beside it, so a screen reader announces
 * what is wrong with the field it is on (none when the field is fine).
 */
export function invalidProps(errorId: string, message: string | undefined | null) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}
