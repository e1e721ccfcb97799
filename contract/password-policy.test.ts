import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  foldForComparison,
  newPasswordError,
  newPasswordSchema,
  passwordMessages,
  testRuleDirectly,
  type PasswordPolicy,
} from './password-policy.ts';

const policy: PasswordPolicy = {
  min_length: 10,
  prevent_username: true,
  prevent_username_message: { en: 'no username', ro: 'fara utilizator' },
  prevent_org_name: true,
  prevent_org_name_message: { en: 'no org', ro: 'fara organizatie' },
  prevent_month: true,
  prevent_month_message: { en: 'no month', ro: '' },
  validation_rule: '\\d',
  validation_rule_message: { en: 'needs a digit', ro: 'o cifra' },
};
const context = { username: 'ana.popescu', orgName: 'Demo Asigurari' };
const defaultOf = (key: string) => `default ${key}`;
const problem = (password: string, p = policy, language: 'en' | 'ro' = 'en') =>
  newPasswordError(
    newPasswordSchema(p, context, passwordMessages(p, language, 'too short', defaultOf), testRuleDirectly),
    password,
  );

describe('password policy', () => {
  it('accepts a password that keeps every rule', () => {
    expect(problem('Vreme-frumoasa-7')).toBeNull();
  });

  it('counts characters as people see them', () => {
    expect(problem('ăîșțâ-1234')).toBeNull();
    expect(problem('🚗🚗🚗🚗🚗🚗-123')).toBeNull();
    expect(problem('🚗🚗🚗-123')).toBe('too short');
  });

  it.each([
    ['Ana.Popescu-1234', 'no username'],
    ['xxANAPOPESCU99', 'no username'],
    ['Demo-ASIGURARI-9', 'no org'],
    ['demoasigurari-77', 'no org'],
    ['Frumos-MARTIE-77', 'no month'],
    ['Cald-în-Mai-2026', 'no month'],
    ['Noiembrie-rece-1', 'no month'],
    ['Șapte-lună-IANUARIE-1', 'no month'],
    ['No-digits-here-at-all', 'needs a digit'],
  ])('refuses %s: %s', (password, message) => {
    expect(problem(password)).toBe(message);
  });

  it('folds case and diacritics', () => {
    expect(foldForComparison('ȘTEFAN Ştefan ştefan')).toBe('stefan stefan stefan');
  });

  it('keeps the default minimum of 5 and nothing else', () => {
    expect(problem('abcd', DEFAULT_PASSWORD_POLICY)).toBe('too short');
    expect(problem('martie', DEFAULT_PASSWORD_POLICY)).toBeNull();
  });
});

describe("a rule's message", () => {
  it("is the organisation's text in the asked language", () => {
    expect(problem('Ana.Popescu-1234', policy, 'ro')).toBe('fara utilizator');
    expect(problem('No-digits-here-at-all', policy, 'ro')).toBe('o cifra');
  });

  it('is the default of that language where the organisation wrote none, or only spaces', () => {
    expect(problem('Frumos-MARTIE-77', policy, 'ro')).toBe('default error.password.preventMonth');
    const blank = { ...policy, prevent_username_message: { en: '  ', ro: 'x' } };
    expect(problem('Ana.Popescu-1234', blank)).toBe('default error.password.preventUsername');
  });
});

describe('password policy after NFKC normalisation', () => {
  it('sees full-width and composed letters as the plain ones people read', () => {
    expect(problem('ａｎａ．ｐｏｐｅｓｃｕ-1234')).toBe('no username');
    expect(problem('Ｄｅｍｏ-Asigurari-9')).toBe('no org');
    // Ten characters once 'ă' typed as 'a' and a combining breve is one again.
    expect(problem('ăăăăăăăă-1'.normalize('NFD'))).toBeNull();
    expect(problem('ăăăăăăă-1'.normalize('NFD'))).toBe('too short');
  });

  it('runs the rule on the normalised password', () => {
    expect(problem('Vreme-frumoasa-７', { ...policy, validation_rule: '7' })).toBeNull();
  });
});
