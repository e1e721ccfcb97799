import { atom } from 'nanostores';
import { DEFAULT_WORKLIST_FILTER, type WorklistFilter } from '../../../contract/assignments.ts';
import { usableWorklistFilter } from '../../../contract/worklist-filter.ts';
import { saveWorklistFilter } from '../assignments/api.ts';
import { $session, WORKLIST_FILTER_KEY as STORAGE_KEY } from './session.ts';

/**
 * The worklist filter: kept for the tab in session storage (sign-in puts the profile's
 * there) and in the user's metadata on the server, so the next sign-in starts where they left off.
 */
export const $worklistFilter = atom<WorklistFilter>(DEFAULT_WORKLIST_FILTER);

/**
 * Reads the tab's filter; call after mount, once the session is there. The default stands in for
 * none, a damaged one, or one the signed-in person may not use (the whole organisation without a
 * manager role), which would otherwise make every worklist of the tab a 403.
 */
export function loadWorklistFilter(): WorklistFilter {
  let stored: unknown = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
  const filter = usableWorklistFilter(stored, $session.get()?.profile.roles ?? []);
  $worklistFilter.set(filter);
  return filter;
}

export function setWorklistFilter(filter: WorklistFilter): void {
  $worklistFilter.set(filter);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filter));
  saveInOrder(filter);
}

/**
 * One save at a time, the newest last: changes made in quick succession would otherwise race to
 * the server on separate connections, and an older filter arriving last would be the one the
 * next sign-in starts from. Choices made while a save is on its way collapse into the newest.
 */
let saving = false;
let waiting: WorklistFilter | null = null;

function saveInOrder(filter: WorklistFilter): void {
  waiting = filter;
  if (saving) return;
  saving = true;
  void (async () => {
    while (waiting) {
      const next = waiting;
      waiting = null;
      await saveWorklistFilter(next).catch((error: unknown) =>
        console.warn('Could not keep the worklist filter:', error),
      );
    }
    saving = false;
  })();
}
