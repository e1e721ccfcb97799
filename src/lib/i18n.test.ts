import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesFor, translator } from './i18n.ts';

const read = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'));
const en = read('en');
const ro = read('ro');

/** Every message whose wording is prescribed, word for word, in the Romanian file. */
const SPEC_MESSAGES_RO: Record<string, string> = {
  'login.error.badCredentials': 'Verificati utilizatorul si parola.',
  'login.error.accountLocked': 'Cont blocat! Va rugam contactati un administrator!',
  'login.error.ipNotAllowed': 'Adresa IP neautorizata!',
  'login.error.other': 'Verificati utilizatorul si parola.',
  'login.error.external': 'Eroare autentificare! Va rugam contactati un administrator!',
  'otp.error.generation': 'Erorare generare cod de acces! Va rugam contactati un administrator!',
  'otp.error.invalid': 'Cod invalid!',
  'otp.error.blocked': 'Cont blocat! Va rugam contactati un administrator!',
  'otp.error.temporaryBlock': 'Contul este temporar blocat. Incearca din nou mai tarziu!',
  'otp.info.sent': 'Un cod de authentificare a fost trimis catre canalul de comunicare asociat contului curent.',
  'renew.warning.expired': 'Parola a expirat. Introduceti o noua parola!',
  'password.error.oldIncorrect': 'Vechea parola nu e corecta.',
  'password.error.minLength': 'Parola trebuie sa aiba cel putin {{n}} caractere',
  'password.error.mismatch': 'Parolele sunt diferite',
  'password.success.changed': 'Parola schimbata cu succes!',
  'tracker.error.maxAttempts': 'Numarul maxim de incercari a fost atins. Incearca din nou mai tarziu!',
  'tracker.error.accessBlocked': 'Acces blocat. Incearca din nou mai tarziu!',
  'tracker.error.noChallenge':
    'Eroare! Codul de acces nu a putut fi generat. Va rugam sa incercati din nou mai tarziu.',
  'noteHistory.empty': 'Nu exista dosare conectate care sa contina reperul curent!',
  'guest.error.missingAddress': 'Eroare - adresa inexistenta',
  'contactConfirmation.inProgress': 'Confirmarea canalului de comunicare este in curs.',
  'contactConfirmation.success': 'Confirmarea canalului de comunicare a fost realizata cu succes.',
  'snack.error.title': 'Eroare',
  'snack.error.details': 'Detalii',
  'menu.shortlist': 'Tablou de bord',
  'menu.worklist': 'Activitati',
  'menu.search': 'Cauta',
  'menu.config': 'Configurare',
  'menu.timeOff': 'Concedii',
  'menu.appointmentLocations': 'Unitati programare',
};

const SPEC_MESSAGES_EN: Record<string, string> = {
  'validation.usernameRequired': 'Username is required.',
  'validation.passwordRequired': 'Password is required.',
  'menu.shortlist': 'Dashboard',
  'menu.worklist': 'Tasks',
  'menu.search': 'Search',
  'menu.config': 'Settings',
  'menu.managerArea': 'Manager',
  'menu.reports': 'Reports',
  'menu.specialCustomers': 'Partners',
  'menu.help': 'Help',
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('have the same keys in English and Romanian', () => {
    expect(Object.keys(ro).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in ro))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const table of [en, ro]) {
      expect(Object.entries(table).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en)) expect(placeholders(ro[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''));
  });

  it('carry the prescribed messages word for word', () => {
    for (const [key, text] of Object.entries(SPEC_MESSAGES_RO)) expect(ro[key], key).toBe(text);
    for (const [key, text] of Object.entries(SPEC_MESSAGES_EN)) expect(en[key], key).toBe(text);
  });
});

describe('build-time translation', () => {
  it('translates and interpolates in each language', () => {
    expect(translator('ro')('password.error.minLength', { n: 10 })).toBe(
      'Parola trebuie sa aiba cel putin 10 caractere',
    );
    expect(translator('en')('password.error.minLength', { n: 10 })).toBe(
      'The password must have at least 10 characters',
    );
  });

  it('gives islands only the templates they ask for', () => {
    expect(messagesFor('ro', ['guest.error.missingAddress'])).toEqual({
      'guest.error.missingAddress': 'Eroare - adresa inexistenta',
    });
  });
});
