import * as v from 'valibot';

/**
 * A part's usual price in an organisation: the median part price (bani a piece) of its earlier
 * approved notes, each note counted at its latest approved version, the note being written left
 * out. The median, not the mean, so one odd note never moves it. With fewer than
 * USUAL_PRICE_MIN_NOTES earlier prices there is no usual price to compare with, and nothing is flagged.
 */
export const USUAL_PRICE_MIN_NOTES = 3;
/** A price more than half again the usual one (50 % above) is flagged on its line and asked about on submit. */
export const USUAL_PRICE_MARGIN_PERCENT = 50;
/** The most parts asked at once: a note's lines (ASSESSMENT_LIMITS.lines). */
export const USUAL_PRICE_MAX_PARTS = 500;

/** The parts asked about: POST, since a long note's parts would not fit in an address. */
export const UsualPricesQuerySchema = v.object({
  items: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(USUAL_PRICE_MAX_PARTS)),
});

export const UsualPriceSchema = v.object({ median: v.number(), notes: v.number() });
export type UsualPrice = v.InferOutput<typeof UsualPriceSchema>;
/** By part (item_guid); parts without enough earlier prices are left out. */
export const UsualPricesSchema = v.object({ prices: v.record(v.string(), UsualPriceSchema) });
export type UsualPrices = v.InferOutput<typeof UsualPricesSchema>;

/** The middle price of a list (the mean of the two middle ones, rounded to the ban, for an even count). */
export function medianOf(prices: readonly number[]): number {
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/** Whether a price a piece is far above the usual one: strictly more than the margin above the median. */
export const isFarAboveUsual = (price: number, usual: UsualPrice | undefined): boolean =>
  usual !== undefined && usual.median > 0 && price * 100 > usual.median * (100 + USUAL_PRICE_MARGIN_PERCENT);
