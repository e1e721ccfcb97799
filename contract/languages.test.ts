import { describe, expect, it } from 'vitest';
import { isLanguage, languagePrefix, splitLanguage } from './languages.ts';

describe('languages', () => {
  it('keeps English at the plain path and Romanian under /ro', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('ro')).toBe('/ro');
  });

  it('splits the language off a path', () => {
    expect(splitLanguage('/ro/login')).toEqual({ language: 'ro', path: '/login' });
    expect(splitLanguage('/ro')).toEqual({ language: 'ro', path: '/' });
    expect(splitLanguage('/login')).toEqual({ language: 'en', path: '/login' });
    // A path that merely starts with the letters is not Romanian.
    expect(splitLanguage('/robots')).toEqual({ language: 'en', path: '/robots' });
  });

  it('knows its languages', () => {
    expect(isLanguage('ro')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
