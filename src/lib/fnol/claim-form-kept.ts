import type { FnolDraft, FnolReceipt } from '../../../contract/fnol.ts';
import { FNOL_STEPS, type FnolStep } from '../../../contract/fnol-keys.ts';

/** Where this tab keeps the confirmation of the claim it sent (sessionStorage: the photo key is this tab's). */
export const receiptKey = (orgKey: string) => `claims.fnolReceipt.${orgKey}`;

/** The confirmation as kept: the receipt, and the contact step it names (how and where the visitor is contacted). */
export interface KeptReceipt {
  receipt: FnolReceipt;
  contact: { contact_channel?: 'email' | 'sms'; contact?: string };
  /** Until when a reload shows it again: while its photo key works, or an hour. */
  until: string;
}

/** A browser storage: localStorage for the draft, sessionStorage for this tab's confirmation; a fake in tests. */
export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The confirmation this tab showed, or null (none, past its time, or unreadable: it is dropped). */
export function keptReceipt(tab: BrowserStorage, orgKey: string): KeptReceipt | null {
  try {
    const kept = JSON.parse(tab.getItem(receiptKey(orgKey)) ?? 'null') as KeptReceipt | null;
    if (kept?.receipt?.case_no && Date.parse(kept.until) > Date.now()) return kept;
  } catch {
    // Unreadable: dropped below.
  }
  tab.removeItem(receiptKey(orgKey));
  return null;
}

export const draftKey = (orgKey: string) => `claims.fnolDraft.${orgKey}`;
/** Where the visitor was (a step or the review), so a reopened draft resumes there. */
export const placeKey = (orgKey: string) => `claims.fnolPlace.${orgKey}`;

/** What this browser kept of an earlier visit: the draft, and the step or review the visitor left it on. */
export function keptDraft(
  kept: BrowserStorage,
  orgKey: string,
): { draft: FnolDraft; place: FnolStep | 'review' | null } {
  let draft: FnolDraft;
  try {
    draft = JSON.parse(kept.getItem(draftKey(orgKey)) ?? '{}') as FnolDraft;
  } catch {
    kept.removeItem(draftKey(orgKey));
    return { draft: {}, place: null };
  }
  const place = kept.getItem(placeKey(orgKey));
  return { draft, place: place === 'review' ? 'review' : (FNOL_STEPS.find((s) => s === place) ?? null) };
}
