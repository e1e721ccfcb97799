import { describe, expect, it } from 'vitest';
import { sentenceParts } from './audit-parts.ts';

describe('the parts of a changes-log sentence', () => {
  it('marks who acted, for whom and on what as data, and leaves the words around them', () => {
    expect(
      sentenceParts('Ana Admin (for Radu Handler) changed the user rolen.worker.', [
        'Ana Admin',
        'Radu Handler',
        'rolen.worker',
      ]),
    ).toEqual([
      { text: 'Ana Admin', data: true },
      { text: ' (for ', data: false },
      { text: 'Radu Handler', data: true },
      { text: ') changed the user ', data: false },
      { text: 'rolen.worker', data: true },
      { text: '.', data: false },
    ]);
  });

  it('prefers the longer of two names that start at one place, and ignores empty ones', () => {
    expect(sentenceParts('Ana Admin-Pop changed the branding.', ['Ana Admin', 'Ana Admin-Pop', null, ''])).toEqual([
      { text: 'Ana Admin-Pop', data: true },
      { text: ' changed the branding.', data: false },
    ]);
  });
});
