import * as v from 'valibot';
import type { Language } from '../../../contract/languages.ts';
import {
  REFERENCE_LISTS,
  ReferenceListSchema,
  type ReferenceItem,
  type ReferenceListCode,
} from '../../../contract/reference.ts';
import { request } from '../api/request.ts';
import { currentLanguage } from '../auth/paths.ts';

/**
 * The reference lists, cached in session storage: a form fetches each list once per tab and
 * language. The plain transport (no token refresh): the calls are public, and the policyholder's
 * claim form has no staff session.
 */
export async function loadReferenceList(
  list: ReferenceListCode,
  language: Language = currentLanguage(),
): Promise<ReferenceItem[]> {
  const key = `claims.reference.${language}.${list}`;
  try {
    const cached = v.safeParse(ReferenceListSchema, JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    if (cached.success) return cached.output;
  } catch {
    sessionStorage.removeItem(key);
  }
  const items = v.parse(ReferenceListSchema, await request(REFERENCE_LISTS[list], { language }));
  sessionStorage.setItem(key, JSON.stringify(items));
  return items;
}
