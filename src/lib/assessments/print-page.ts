import { createLoader } from '../pages/loader.ts';
import { fetchNotePrint } from './api.ts';

/** The last part of the page's address: the assignment the printed note belongs to. */
const lastSegment = (path: string) => decodeURIComponent(path.replace(/\/$/, '').split('/').pop() ?? '');

/** /print-assessment/{assignment_id}: the note as the server prints it, loaded once the session is there. */
export function createPrintAssessmentPage(path: string, fetch = fetchNotePrint) {
  const loaded = createLoader(() => fetch(lastSegment(path)));
  return {
    loaded,
    enter() {
      void loaded.load();
    },
    exit() {
      loaded.exit();
    },
  };
}
