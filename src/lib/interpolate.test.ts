import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Parola trebuie sa aiba cel putin {{n}} caractere', { n: 10 })).toBe(
      'Parola trebuie sa aiba cel putin 10 caractere',
    );
    expect(interpolate('{{ a }} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });
});
