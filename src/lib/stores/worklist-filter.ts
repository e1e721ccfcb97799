import { atom } from 'nanostores';
import * as v from 'valibot';
import { DEFAULT_WORKLIST_FILTER, WorklistFilterSchema, type WorklistFilter } from '../../../contract/assignments.ts';
import { saveWorklistFilter } from '../assignments/api.ts';

/**
 * The worklist filter of spec.md: kept for the tab in session storage (sign-in puts the profile's
 * there) and in the user's metadata on the server, so the next sign-in starts where they left off.
 */
const STORAGE_KEY = 'claims.worklistFilter';

export const $worklistFilter = atom<WorklistFilter>(DEFAULT_WORKLIST_FILTER);

/** Reads the tab's filter; call after mount. */
export function loadWorklistFilter(): WorklistFilter {
  try {
    const parsed = v.safeParse(WorklistFilterSchema, JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (parsed.success) $worklistFilter.set(parsed.output);
  } catch {
    sessionStorage.removeItem(STORAGE_KEY);
  }
  return $worklistFilter.get();
}

export function setWorklistFilter(filter: WorklistFilter): void {
  $worklistFilter.set(filter);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filter));
  saveWorklistFilter(filter).catch((error: unknown) => console.warn('Could not keep the worklist filter:', error));
}
