import type { Kysely } from 'kysely';
import type { AssignmentType, Status } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { AssignmentStatusesTable, Database } from '../../db/schema.ts';
import { seedDefaultTransitions } from './transitions.ts';

type Definition = Omit<AssignmentStatusesTable, 'organisation_id' | 'assignment_type' | 'sort'>;
const status = (
  code: string,
  en: string,
  ro: string,
  color: string,
  help_en: string,
  help_ro: string,
  is_final = 0,
  tracker_step: number | null = null,
): Definition => ({
  code,
  name_en: en,
  name_ro: ro,
  color,
  help_en,
  help_ro,
  is_final,
  tracker_step,
});

const NEW = status('new', 'New', 'Nouă', '#1565c0', 'Received and not yet worked on.', 'Primită, nelucrată încă.');
const CLOSED = status(
  'closed',
  'Closed',
  'Închisă',
  '#2e7d32',
  'Finished; nothing more to do.',
  'Finalizată; nu mai sunt pași de făcut.',
  1,
);
const CANCELLED = status(
  'cancelled',
  'Cancelled',
  'Anulată',
  '#616161',
  'Stopped without a result.',
  'Oprită fără rezultat.',
  1,
);

/**
 * The statuses every organisation starts with, per assignment type, in workflow order. The first
 * is where new assignments start; `tracker_step` moves the policyholder's tracker along.
 */
export const DEFAULT_STATUSES: Record<AssignmentType, Definition[]> = {
  claim_notification: [
    NEW,
    status(
      'in_progress',
      'In progress',
      'În lucru',
      '#ef6c00',
      'A handler is checking the notification.',
      'Un operator verifică avizarea.',
      0,
      1,
    ),
    status(
      'waiting_documents',
      'Waiting for documents',
      'Așteaptă documente',
      '#6d4c41',
      'Documents were asked of the policyholder.',
      'S-au cerut documente asiguratului.',
    ),
    { ...CLOSED, tracker_step: 1 },
    CANCELLED,
  ],
  vehicle_inspection: [
    NEW,
    status(
      'scheduled',
      'Inspection scheduled',
      'Constatare programată',
      '#ef6c00',
      'A date for the inspection is agreed.',
      'S-a stabilit data constatării.',
      0,
      2,
    ),
    status(
      'inspected',
      'Inspected',
      'Constatată',
      '#00838f',
      'The vehicle was inspected; the assessment follows.',
      'Vehiculul a fost constatat; urmează evaluarea.',
      0,
      3,
    ),
    { ...CLOSED, tracker_step: 3 },
    CANCELLED,
  ],
  assessment: [
    NEW,
    status(
      'in_progress',
      'Assessing',
      'În evaluare',
      '#ef6c00',
      'An assessor estimates the repair cost.',
      'Un evaluator estimează costul reparației.',
      0,
      3,
    ),
    status(
      'approved',
      'Approved for payment',
      'Aprobată la plată',
      '#2e7d32',
      'The amount is approved; payment follows.',
      'Suma este aprobată; urmează plata.',
      0,
      4,
    ),
    status('rejected', 'Rejected', 'Respinsă', '#c62828', 'The claim is not covered.', 'Dauna nu este acoperită.', 1),
    { ...CLOSED, tracker_step: 4 },
  ],
  appointment: [
    NEW,
    status(
      'confirmed',
      'Confirmed',
      'Confirmată',
      '#ef6c00',
      'The policyholder confirmed the time.',
      'Asiguratul a confirmat ora.',
    ),
    status('done', 'Done', 'Efectuată', '#2e7d32', 'The appointment took place.', 'Programarea a avut loc.', 1),
    CANCELLED,
  ],
};

/** An organisation's starting statuses and the transitions between them. */
export async function seedDefaultStatuses(db: Kysely<Database>, organisationId: string): Promise<void> {
  const rows = Object.entries(DEFAULT_STATUSES).flatMap(([type, list]) =>
    list.map((definition, sort) => ({ ...definition, organisation_id: organisationId, assignment_type: type, sort })),
  );
  await db.insertInto('assignment_statuses').values(rows).execute();
  // A status is of use only with the moves between them.
  await seedDefaultTransitions(db, organisationId);
}

export type StatusRow = AssignmentStatusesTable;

export const statusInLanguage = (row: StatusRow, language: Language): Status => ({
  code: row.code,
  name: language === 'ro' ? row.name_ro : row.name_en,
  color: row.color,
  help: language === 'ro' ? row.help_ro : row.help_en,
  is_final: row.is_final === 1,
});

/** Grey for a status code the organisation no longer defines (data older than its settings). */
const UNKNOWN_STATUS_COLOR = '#616161';

/**
 * A status as people see it, from an organisation's statuses (statusesOfOrganisation); a code
 * the organisation no longer defines shows as itself, in grey.
 */
export function describeStatus(
  statuses: Map<string, StatusRow>,
  type: string,
  code: string,
  language: Language,
  isFinal = false,
): Status {
  const row = statuses.get(`${type}/${code}`);
  return row
    ? statusInLanguage(row, language)
    : { code, name: code, color: UNKNOWN_STATUS_COLOR, help: '', is_final: isFinal };
}

/** Every status of an organisation, keyed "type/code", for labelling lists in one read. */
export async function statusesOfOrganisation(
  db: Kysely<Database>,
  organisationId: string,
): Promise<Map<string, StatusRow>> {
  const rows = await db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('sort')
    .execute();
  return new Map(rows.map((row) => [`${row.assignment_type}/${row.code}`, row]));
}
