import type { Kysely } from 'kysely';
import { type NoteLineInput, noteTotals } from '../../../contract/assessment.ts';
import type { AssessmentSettings } from '../../../contract/assessment-settings.ts';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './deps.ts';
import { defaultRateFor, type VersionRow } from './repository.ts';

/**
 * The one place a note's pricing is decided: the default labour rate (the repair shop partner's own,
 * else the organisation's) and the VAT rate from the settings as they are now, with zero totals.
 * A version is priced so once, when it is created; later changes of the settings or of the partner's
 * rate leave it alone, so a submitted or approved total never moves under the approver.
 */
export async function freshPricing(db: Kysely<Database>, assignment: AssignmentRow, settings: AssessmentSettings) {
  const rate = await defaultRateFor(db, assignment.partner_id, settings);
  const totals = noteTotals([], settings.vat_basis_points);
  return {
    default_labour_rate: rate.rate,
    default_rate_from: rate.from,
    vat_basis_points: settings.vat_basis_points,
    parts_total: totals.parts,
    labour_total: totals.labour,
    paint_total: totals.paint,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
  };
}

/** What a version's lines are priced with. */
export interface LinePricing {
  default_labour_rate: number;
  vat_basis_points: number;
}

type PricedLine = Pick<NoteLineInput, 'quantity' | 'labour_hours' | 'labour_rate' | 'part_price' | 'paint_materials'>;

/**
 * The totals stored beside a version, for the lists and the approval limit: its lines priced with
 * the version's default rate (a line without a rate of its own) and VAT. The seed prices its notes
 * here too, so seeded totals are the ones a save would store.
 */
export function versionTotals(lines: readonly PricedLine[], pricing: LinePricing) {
  const totals = noteTotals(
    lines.map((l) => ({ ...l, labour_rate: l.labour_rate ?? pricing.default_labour_rate })),
    pricing.vat_basis_points,
  );
  return {
    parts_total: totals.parts,
    labour_total: totals.labour,
    paint_total: totals.paint,
    subtotal: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
  };
}

/** What a version's lines are priced with: fixed on the version when it was created. */
export const pricingOf = (version: VersionRow): LinePricing => ({
  default_labour_rate: Number(version.default_labour_rate),
  vat_basis_points: version.vat_basis_points,
});
