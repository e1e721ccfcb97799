import type { Kysely } from 'kysely';
import type { DemoNoteLine } from '../features/assessments/index.ts';
import { addDemoNote } from '../features/assessments/index.ts';
import { claimFilesByNumber, followOnTracker, openAssignmentsByNumber } from '../features/assignments/index.ts';
import { addDemoCase } from '../features/tracker/index.ts';
import { referenceList } from '../features/reference/index.ts';
import { addDemoMoney, type DemoMoney, openDemoSettlementFiles, setDemoNotice } from '../features/settlement/index.ts';
import type { Database } from './schema.ts';

/** The money states the demo shows, one claim each, in the order the work reaches them. */
const MONEY_STATES: DemoMoney['state'][] = ['approved', 'offered', 'refused', 'disputed', 'accepted', 'paid'];

/**
 * The claims' money for the demo: every claim gets its reserves, one claim stands in each money
 * state (an approved note to offer on, an offer waiting, a refusal, a dispute, an accepted offer
 * whose payment waits for a second person's approval, a paid claim with its bank file), and two
 * claims wait for their written answer, one due within days and one already late.
 */
export async function seedMoney(
  db: Kysely<Database>,
  organisations: readonly string[],
  people: { assessor: string | null; approver: string | null; handler: string | null; manager: string | null },
  now: Date,
): Promise<void> {
  for (const organisationId of organisations)
    await openDemoSettlementFiles(db, await claimFilesByNumber(db, organisationId), now);
  const [demo] = organisations;
  if (!demo || !people.handler || !people.manager) return;
  const parts = (await referenceList(db, 'vehicle_parts', 'en')).map((item) => item.code);
  const open = await openAssignmentsByNumber(db, demo, 'assessment');
  // From the end of the list: the assessment demos take the first ones.
  const chosen = open.slice(-MONEY_STATES.length - 2);
  for (const [i, state] of MONEY_STATES.entries()) {
    const assessment = chosen[i];
    if (!assessment) break;
    const lines: DemoNoteLine[] = [
      {
        item_guid: parts[i % parts.length] ?? '',
        operation: 'replace',
        quantity: 1000,
        labour_hours: 150,
        part_price: 180_000 + i * 95_000,
        paint_materials: 0,
      },
      {
        item_guid: parts[(i + 5) % parts.length] ?? '',
        operation: 'paint',
        quantity: 1000,
        labour_hours: 200,
        part_price: 0,
        paint_materials: 35_000,
      },
    ];
    await addDemoNote(
      db,
      {
        organisationId: demo,
        assignmentId: assessment.id,
        state: 'approved',
        lines,
        assessor: people.assessor,
        approver: people.approver,
      },
      now.toISOString(),
    );
    await addDemoMoney(db, {
      claimFileId: assessment.claim_file_id,
      state,
      handler: people.handler,
      approver: people.manager,
      now,
    });
  }
  // Two claims without an answer yet: one due within three working days, one past its thirty days.
  const [soon, late] = chosen.slice(MONEY_STATES.length);
  if (soon) await setDemoNotice(db, soon.claim_file_id, 27, now);
  if (late) await setDemoNotice(db, late.claim_file_id, 45, now);
}
