import { describe, expect, it, vi } from 'vitest';
import type { TrackerConfig } from '../../../contract/tracker.ts';
import { getTrackerConfig } from './api.ts';
import { createTrackerLandingPage } from './landing-page.ts';
import { createTrackerSearch } from './search-page.ts';

vi.mock('./api.ts', () => ({ getTrackerConfig: vi.fn() }));
vi.mock('../auth/paths.ts', () => ({ localized: (path: string) => `/ro${path}` }));

const words = {
  'tracker.search.submit': 'Find my claim',
  'tracker.search.required': 'Enter the number.',
  'tracker.search.minLength_one': 'At least {{count}} character.',
  'tracker.search.minLength_few': 'At least {{count}} characters.',
  'tracker.search.minLength_other': 'At least {{count}} characters.',
};

describe('the tracker search', () => {
  it('says nothing until the field is left, then what is missing', () => {
    const search = createTrackerSearch(words, 'en', vi.fn());
    expect(search.error()).toBeNull();
    search.touch();
    expect(search.error()).toBe('Enter the number.');
    search.type('ab 1');
    expect(search.error()).toBe('At least 6 characters.');
  });

  it('sends no short number, and a good one cleaned and encoded with the address query', () => {
    const navigate = vi.fn();
    const search = createTrackerSearch(words, 'en', navigate);
    search.type('ab1');
    expect(search.submit('?org_code=DEMO')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    search.type(' dm 0001/23 ');
    expect(search.submit('?org_code=DEMO')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/ro/status/DM0001%2F23?org_code=DEMO');
  });

  it('shows again what the visitor typed when it led nowhere, and sends it as it stands', () => {
    const navigate = vi.fn();
    const search = createTrackerSearch(words, 'en', navigate, 'AB?1234');
    expect(search.$value.get()).toBe('AB?1234');
    expect(search.submit('')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/ro/status/AB%3F1234');
  });

  it('holds the organisation settings on the landing page, and drops an answer after the page is left', async () => {
    const config = { title: 'Track' } as TrackerConfig;
    vi.mocked(getTrackerConfig).mockResolvedValue(config);
    const page = createTrackerLandingPage(words, 'en');
    page.enter();
    await vi.waitFor(() => expect(page.$config.get()).toBe(config));
    const late = createTrackerLandingPage(words, 'en');
    late.enter();
    late.exit();
    await Promise.resolve();
    await Promise.resolve();
    expect(late.$config.get()).toBeNull();
  });
});
