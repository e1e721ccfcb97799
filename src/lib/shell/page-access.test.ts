import { describe, expect, it } from 'vitest';
import { accessOf } from './page-access.ts';

describe('whether a staff page is open to the user', () => {
  it('opens a page of no area at once', () => {
    expect(accessOf('/assignments/shortlist', null)).toBe('open');
    expect(accessOf('/ro/search', { list: [], fresh: true })).toBe('open');
  });

  it('waits for the areas, opens a page of one listed and denies one only on a fresh list', () => {
    expect(accessOf('/config', null)).toBe('waiting');
    expect(accessOf('/config', { list: ['config'], fresh: false })).toBe('open');
    expect(accessOf('/config', { list: ['reports'], fresh: false })).toBe('waiting');
    expect(accessOf('/ro/config', { list: ['reports'], fresh: true })).toBe('denied');
    expect(accessOf('/config/partners', { list: ['config'], fresh: true })).toBe('denied');
  });

  it('opens the page when the menu could not be read, the server answering for the area', () => {
    expect(accessOf('/config', { list: [], fresh: false, unknown: true })).toBe('open');
  });
});
