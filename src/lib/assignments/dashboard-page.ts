import { createLoader } from '../pages/loader.ts';
import { fetchDashboard } from './api.ts';

/** The shortlist: one counter per thing a handler acts on, loaded once the page is entered. */
export function createDashboardPage() {
  const counts = createLoader(fetchDashboard);
  return {
    counts,
    enter() {
      void counts.load();
    },
    exit() {
      counts.exit();
    },
  };
}
