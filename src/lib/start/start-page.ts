import { createLoader } from '../pages/loader.ts';
import { fetchStartPage } from './api.ts';

/** The start page: what its reader does next, loaded once the page is entered. */
export function createStartPage() {
  const sections = createLoader(fetchStartPage);
  return {
    sections,
    enter() {
      void sections.load();
    },
    exit() {
      sections.exit();
    },
  };
}
