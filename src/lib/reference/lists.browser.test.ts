import { beforeEach, describe, expect, it } from 'vitest';
import { loadReferenceList } from './lists.ts';

// Runs in Chromium against the real API; the browser's own resource timings count the requests.
const requestsTo = (path: string) =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).length;

beforeEach(() => {
  sessionStorage.clear();
  performance.clearResourceTimings();
});

describe('reference lists in the browser', () => {
  it('fetches a list once per tab and language, then answers from session storage', async () => {
    const counties = await loadReferenceList('counties', 'en');
    expect(counties).toHaveLength(42);
    expect(counties).toContainEqual({ code: 'CJ', name: 'Cluj', parent_code: 'RO' });
    expect(await loadReferenceList('counties', 'en')).toEqual(counties);
    expect(requestsTo('/api/fnol/browseCounties/RO')).toBe(1);
  });

  it('keeps each language apart', async () => {
    const english = await loadReferenceList('countries', 'en');
    const romanian = await loadReferenceList('countries', 'ro');
    expect(english.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(romanian.find((c) => c.code === 'DE')?.name).toBe('Germania');
    expect(requestsTo('/api/fnol/browseCountries/')).toBe(2);
  });

  it('fetches again when the stored copy is damaged', async () => {
    sessionStorage.setItem('claims.reference.en.colors', '{not json');
    const colors = await loadReferenceList('colors', 'en');
    expect(colors.map((c) => c.code)).toContain('white');
    expect(requestsTo('/api/fnol/browseColors/')).toBe(1);
  });
});
