import { atom } from 'nanostores';
import * as v from 'valibot';
import { DEFAULT_WORKLIST_FILTER, WorklistFilterSchema, type WorklistFilter } from '../../../contract/assignments.ts';
import { saveWorklistFilter } from '../assignments/api.ts';
import { WORKLIST_FILTER_KEY as STORAGE_KEY } from './session.ts';

/**
 * The worklist filter of spec.md: kept for the tab in session storage (sign-in puts the profile's
 * there) and in the user's metadata on the server, so the next sign-in starts where they left off.
 */
export const $worklistFilter = atom<WorklistFilter>(DEFAULT_WORKLIST_FILTER);

/** Reads the tab's filter (the default when it has none, or a damaged one); call after mount. */
export function loadWorklistFilter(): WorklistFilter {
  let stored: unknown = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
  const parsed = v.safeParse(WorklistFilterSchema, stored);
  const filter = parsed.success ? parsed.output : DEFAULT_WORKLIST_FILTER;
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
let saving: Promise<void> | null = null;
let waiting: WorklistFilter | null = null;

function saveInOrder(filter: WorklistFilter): void {
  waiting = filter;
  saving ??= (async () => {
    while (waiting) {
      const next = waiting;
      waiting = null;
      await saveWorklistFilter(next).catch((error: unknown) => console.warn('Could not keep the worklist filter:', error));
    }
    saving = null;
  })();
}
