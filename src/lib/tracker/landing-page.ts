import { atom } from 'nanostores';
import type { TrackerConfig } from '../../../contract/tracker.ts';
import { ORG_CODE_PATTERN } from '../../../contract/org-code.ts';
import { localized } from '../auth/paths.ts';
import { getTrackerConfig } from './api.ts';
import { createTrackerSearch, type SearchWords } from './search-page.ts';
import type { Language } from '../../../contract/languages.ts';

/** The claim form of the organisation the address names (`?org_code=`), or null when it names none. */
export function claimFormPath(query: string): string | null {
  const org = new URLSearchParams(query).get('org_code')?.trim();
  return org && ORG_CODE_PATTERN.test(org) ? localized(`/guest/claim_notification/${encodeURIComponent(org)}`) : null;
}

/**
 * /status: the organisation's tracker settings (steps with what happens in each, search words,
 * action), its search, and the way to report a new claim when the address names the organisation.
 */
export function createTrackerLandingPage(
  words: SearchWords,
  language: Language,
  query: () => string = () => globalThis.location?.search ?? '',
) {
  const $config = atom<TrackerConfig | null>(null);
  const $claimForm = atom<string | null>(null);
  let gone = false;
  return {
    $config,
    $claimForm,
    search: createTrackerSearch(words, language),
    enter() {
      gone = false;
      $claimForm.set(claimFormPath(query()));
      void getTrackerConfig()
        .then((config) => !gone && $config.set(config))
        .catch(() => !gone && $config.set(null));
    },
    exit() {
      gone = true;
    },
  };
}
