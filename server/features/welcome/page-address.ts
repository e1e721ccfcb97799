import { LANGUAGES } from '../../../contract/languages.ts';
import { ORG_CODE_PATTERN } from '../../../contract/org-code.ts';
import type { InsurerNamed } from './insurer.ts';

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);

/**
 * How a public page's address (its path and query) names its insurer: the `org_code` every
 * message's link carries first, then the code in the path (the public start and its pages, the
 * claim form), then the case number of a tracker case (numbers begin with the code); null for the
 * installation's primary insurer where it names none. Undefined when the address cannot tell (a
 * guest link, whose page names the insurer once its assignment is known).
 */
export function insurerNamedByPage(page: string): InsurerNamed | undefined {
  const url = new URL(page, 'http://page.invalid');
  const org = url.searchParams.get('org_code')?.trim();
  if (org) return { orgCode: org };
  const [area, first, second] = url.pathname.replace(LANGUAGE_PREFIX, '').split('/').filter(Boolean).map(decoded);
  if (area === 'welcome') return first ? { orgCode: first } : null;
  // The claim form shares the guest links' address: its key is an organisation's code, shorter than any link's.
  if (area === 'guest')
    return first === 'claim_notification' && ORG_CODE_PATTERN.test(second ?? '')
      ? { orgCode: second ?? '' }
      : undefined;
  if (area === 'status' && first) return { caseNo: first };
  return null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
