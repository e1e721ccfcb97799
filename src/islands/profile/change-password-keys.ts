import { type NewPasswordMessages, RULE_DEFAULT_MESSAGE_KEYS } from '../../lib/auth/new-password.ts';

export const CHANGE_PASSWORD_MESSAGE_KEYS = [
  'password.change.title',
  'password.old',
  'password.new',
  'password.confirm',
  'password.save',
  'password.cancel',
  'validation.oldPasswordRequired',
  'validation.newPasswordRequired',
  'validation.confirmRequired',
  'password.error.minLength',
  'password.error.mismatch',
  'error.unexpected',
  ...RULE_DEFAULT_MESSAGE_KEYS,
] as const;

export type ChangePasswordMessages = Record<(typeof CHANGE_PASSWORD_MESSAGE_KEYS)[number], string> &
  NewPasswordMessages;
