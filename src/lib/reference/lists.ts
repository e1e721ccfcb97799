import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem } from '../../../contract/reference.ts';
import { REFERENCE_LISTS, type ReferenceListCode } from '../../../contract/reference-lists.ts';
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
    const cached = asReferenceList(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    if (cached) return cached;
  } catch {
    sessionStorage.removeItem(key);
  }
  const items = asReferenceList(await request(REFERENCE_LISTS[list], { language }));
  if (!items) throw new Error('Unexpected answer');
  sessionStorage.setItem(key, JSON.stringify(items));
  return items;
}

/**
 * The contract's ReferenceListSchema written out by hand (the claim form's first load carries no
 * schema library): the items with their three fields, or null when any is not of its shape.
 */
export function asReferenceList(value: unknown): ReferenceItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: ReferenceItem[] = [];
  for (const item of value) {
    const { code, name, parent_code } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || typeof code !== 'string' || typeof name !== 'string') return null;
    if (parent_code !== null && typeof parent_code !== 'string') return null;
    items.push({ code, name, parent_code });
  }
  return items;
}
