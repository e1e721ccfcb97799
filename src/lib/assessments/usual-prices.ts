import { atom } from 'nanostores';
import { isFarAboveUsual, type UsualPrice } from '../../../contract/usual-price.ts';
import * as api from './api.ts';
import type { Row } from './note-rows.ts';

/**
 * The organisation's usual price of each part on the note (contract/usual-price.ts), asked once
 * per part: the note's parts when it loads, a part when it is added. A failed question leaves the
 * part without a usual price (nothing flagged) and is asked again with the next one.
 */
export function createUsualPrices(assignmentId: string, calls: Pick<typeof api, 'fetchUsualPrices'> = api) {
  const $prices = atom<Record<string, UsualPrice>>({});
  const asked = new Set<string>();
  return {
    $prices,
    async ask(items: readonly string[]) {
      const fresh = [...new Set(items)].filter((item) => !asked.has(item));
      if (fresh.length === 0) return;
      for (const item of fresh) asked.add(item);
      try {
        const { prices } = await calls.fetchUsualPrices(assignmentId, fresh);
        $prices.set({ ...$prices.get(), ...prices });
      } catch {
        for (const item of fresh) asked.delete(item);
      }
    },
  };
}

/** The usual price a row's part price is far above, or null when it is not (or none is known). */
export function usualPriceAbove(row: Row, prices: Record<string, UsualPrice>): UsualPrice | null {
  const usual = prices[row.$draft.get().item_guid];
  return isFarAboveUsual(row.$check.get().priced.part_price, usual) ? (usual ?? null) : null;
}
