import type { Kysely } from 'kysely';
import { medianOf, USUAL_PRICE_MIN_NOTES, type UsualPrices } from '../../../contract/usual-price.ts';
import type { Database } from '../../db/schema.ts';
import type { AssignmentRow } from './deps.ts';

/**
 * The usual price of each asked part in the assignment's organisation (contract/usual-price.ts):
 * the part prices of every other note's latest approved version, never drafts, submitted or
 * returned versions (proposals), nor another organisation's notes. A part priced 0 (repaired or
 * painted only) says nothing of its price and is left out.
 */
export async function usualPricesFor(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  itemGuids: readonly string[],
): Promise<UsualPrices> {
  if (itemGuids.length === 0) return { prices: {} };
  const rows = await db
    .selectFrom('assessment_note_items as i')
    .innerJoin('assessment_note_versions as v', 'v.id', 'i.note_version_id')
    .innerJoin('assessment_notes as n', 'n.id', 'v.note_id')
    .select(['i.item_guid', 'i.part_price'])
    .where('n.organisation_id', '=', assignment.organisation_id)
    .where('n.assignment_id', '!=', assignment.id)
    .where('v.state', '=', 'approved')
    .where('v.version_no', '=', (eb) =>
      eb
        .selectFrom('assessment_note_versions as later')
        .select((l) => l.fn.max('later.version_no').as('newest'))
        .whereRef('later.note_id', '=', 'n.id')
        .where('later.state', '=', 'approved'),
    )
    .where('i.item_guid', 'in', [...itemGuids])
    .where('i.part_price', '>', 0)
    .execute();
  const byPart = new Map<string, number[]>();
  for (const row of rows) byPart.set(row.item_guid, [...(byPart.get(row.item_guid) ?? []), Number(row.part_price)]);
  const prices: UsualPrices['prices'] = {};
  for (const [item, list] of byPart)
    if (list.length >= USUAL_PRICE_MIN_NOTES) prices[item] = { median: medianOf(list), notes: list.length };
  return { prices };
}
