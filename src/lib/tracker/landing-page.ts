import { atom } from 'nanostores';
import type { TrackerConfig } from '../../../contract/tracker.ts';
import { getTrackerConfig } from './api.ts';
import { createTrackerSearch, type SearchWords } from './search-page.ts';

/** /status: the organisation's tracker settings (steps, search words, action), then its search. */
export function createTrackerLandingPage(words: SearchWords) {
  const $config = atom<TrackerConfig | null>(null);
  let gone = false;
  return {
    $config,
    search: createTrackerSearch(words),
    enter() {
      gone = false;
      void getTrackerConfig()
        .then((config) => !gone && $config.set(config))
        .catch(() => !gone && $config.set(null));
    },
    exit() {
      gone = true;
    },
  };
}
