import { describe, expect, it, vi } from 'vitest';
import type { TrackerConfig } from '../../../contract/tracker.ts';
import { getTrackerConfig } from './api.ts';
import { claimFormPath, createTrackerLandingPage } from './landing-page.ts';

vi.mock('./api.ts', () => ({ getTrackerConfig: vi.fn() }));
vi.mock('../auth/paths.ts', () => ({ localized: (path: string) => `/ro${path}` }));

const words = {
  'tracker.search.submit': 'Find my claim',
  'tracker.search.required': 'Enter the number.',
  'tracker.search.minLength_one': 'At least {{count}} character.',
  'tracker.search.minLength_few': 'At least {{count}} characters.',
  'tracker.search.minLength_other': 'At least {{count}} characters.',
};

describe('the tracker landing page', () => {
  it('offers the claim form of the organisation the address names, and none otherwise', () => {
    expect(claimFormPath('?org_code=DEMO')).toBe('/ro/guest/claim_notification/DEMO');
    expect(claimFormPath('')).toBeNull();
    expect(claimFormPath('?org_code=')).toBeNull();
    // Nothing that could leave the guest path.
    expect(claimFormPath('?org_code=../../login')).toBeNull();
  });

  it('holds the settings and the claim form link once entered', async () => {
    const config = { title: 'Track' } as TrackerConfig;
    vi.mocked(getTrackerConfig).mockResolvedValue(config);
    const page = createTrackerLandingPage(words, 'en', () => '?org_code=DEMO');
    page.enter();
    expect(page.$claimForm.get()).toBe('/ro/guest/claim_notification/DEMO');
    await vi.waitFor(() => expect(page.$config.get()).toBe(config));
  });
});
