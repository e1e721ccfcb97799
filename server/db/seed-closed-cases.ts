import type { Kysely } from 'kysely';
import { addDays, addWorkingDays, businessDate, weekStart } from '../../contract/business-time.ts';
import type { Language } from '../../contract/languages.ts';
import { addDemoCase, addDemoEvents, setCasesAtStep } from '../features/tracker/index.ts';
import type { Database } from './schema.ts';

/** Working days each closed claim spent in steps 1 to 3 (registered, inspection, assessment). */
const DAYS_IN_STEPS: [number, number, number][] = [
  [1, 3, 5],
  [2, 4, 6],
  [2, 5, 8],
  [3, 5, 7],
  [3, 6, 9],
  [3, 4, 6],
  [4, 7, 10],
  [5, 5, 8],
  [2, 4, 7],
  [3, 6, 6],
  [4, 5, 9],
  [2, 3, 5],
];

const STEP_TEXTS: Record<Language, [string, string][]> = {
  en: [
    ['Claim registered', 'We registered your claim.'],
    ['Inspection done', 'An inspector looked at the damage.'],
    ['Assessment done', 'We worked out the cost of the repair.'],
    ['Claim paid', 'We paid the claim and closed it.'],
  ],
  ro: [
    ['Dosar înregistrat', 'Am înregistrat dosarul dumneavoastră.'],
    ['Constatare efectuată', 'Un inspector a constatat daunele.'],
    ['Evaluare finalizată', 'Am calculat costul reparației.'],
    ['Despăgubire plătită', 'Am plătit despăgubirea și am închis dosarul.'],
  ],
};

/**
 * Twelve of DEMO's claims closed over the last three months, each through the tracker's four
 * steps: the tracker tells a visitor how long a step usually takes from such history (at least
 * five cases closed in 90 days through the step), and the demo shows it (DEMO000456 at step 1).
 * Their numbers, DEMO900001 to DEMO900012, belong to no claim file: only their pace is kept.
 */
export async function seedClosedCases(db: Kysely<Database>, organisationId: string, now: string): Promise<void> {
  const today = businessDate(new Date(now));
  const caseIds: string[] = [];
  const events = [];
  for (const [i, days] of DAYS_IN_STEPS.entries()) {
    const caseNo = `DEMO9000${String(i + 1).padStart(2, '0')}`;
    let day = weekStart(addDays(today, -(45 + 3 * i)));
    const caseId = await addDemoCase(
      db,
      { organisationId, caseNo, contact: 'closed@example.test' },
      `${day}T08:00:00.000Z`,
    );
    caseIds.push(caseId);
    for (let step = 1; step <= 4; step++) {
      const text = (language: Language) => {
        const [title, description] = STEP_TEXTS[language][step - 1] ?? ['', ''];
        return {
          event_title: title,
          event_description: `<p>${description}</p>`,
          next_step_title: '',
          next_step_description: '',
        };
      };
      events.push({
        caseId,
        texts: { en: text('en'), ro: text('ro') },
        step,
        at: `${day}T08:00:00.000Z`,
        action: null,
      });
      day = addWorkingDays(day, days[step - 1] ?? 1);
    }
  }
  await setCasesAtStep(db, caseIds, 4);
  await addDemoEvents(db, events);
}
