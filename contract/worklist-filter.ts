import * as v from 'valibot';
import { DEFAULT_WORKLIST_FILTER, FILTER_KEYS, WorklistFilterSchema, type WorklistFilter } from './assignments.ts';
import { hasRoleEndingWith, MANAGER_ROLE_SUFFIX } from './roles.ts';

type FilterKey = WorklistFilter['filter_keys'];

/**
 * Whose work a person may list: their own and their group's; the whole organisation's only with
 * a manager role (the worklist answers 403 otherwise). The server refuses to keep any other, and
 * the filter panel offers no other.
 */
export function allowedFilterKeys(roles: readonly string[]): FilterKey[] {
  const keys: FilterKey[] = [FILTER_KEYS.mine, FILTER_KEYS.myGroup];
  return hasRoleEndingWith(roles, MANAGER_ROLE_SUFFIX) ? [...keys, FILTER_KEYS.organisation] : keys;
}

/**
 * A kept filter as the person may use it now. One that is damaged, or that the person may no
 * longer use (kept while they were a manager, or before the server checked), reads as the default:
 * otherwise every later worklist would be a 403, in this session and every later one.
 */
export function usableWorklistFilter(stored: unknown, roles: readonly string[]): WorklistFilter {
  const parsed = v.safeParse(WorklistFilterSchema, stored);
  return parsed.success && allowedFilterKeys(roles).includes(parsed.output.filter_keys)
    ? parsed.output
    : DEFAULT_WORKLIST_FILTER;
}
