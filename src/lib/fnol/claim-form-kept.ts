import type { FnolReceipt } from '../../../contract/fnol.ts';

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
