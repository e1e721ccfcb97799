import type { Kysely } from 'kysely';
import type { OpeningHours } from '../../contract/appointment-locations.ts';
import { openAssignmentsByNumber, placeWithPartner } from '../features/assignments/index.ts';
import { addDemoPartners } from '../features/partners/index.ts';
import { addDemoLocations } from '../features/schedule/index.ts';
import type { Database } from './schema.ts';

const WEEKDAYS_9_TO_5: OpeningHours = ([1, 2, 3, 4, 5] as const).map((day) => ({
  day,
  opens: '09:00',
  closes: '17:00',
}));

/**
 * The demo organisation's partners (a repair shop holding a few open assignments, an assessor)
 * and its appointment locations, so the partner, special-customers and locations areas have
 * something to show.
 */
export async function seedAreas(db: Kysely<Database>, organisationId: string, now: string): Promise<void> {
  const [shop] = await addDemoPartners(
    db,
    organisationId,
    [
      {
        kind: 'repair_shop',
        name: 'Service Auto Militari',
        tax_code: 'RO12345678',
        email: 'office@service-militari.example.test',
        phone: '+40 721 100 200',
        county_code: 'B',
        address: 'Bd. Iuliu Maniu 100, București',
        contact: {
          full_name: 'Dan Mecanicu',
          job_title: 'Șef atelier',
          email: 'dan@service-militari.example.test',
          phone: '+40 721 100 201',
        },
      },
      {
        kind: 'assessor',
        name: 'Expert Evaluări',
        tax_code: 'RO23456789',
        email: 'contact@expert-evaluari.example.test',
        phone: '+40 722 300 400',
        county_code: 'CJ',
        address: 'Str. Memorandumului 10, Cluj-Napoca',
        contact: {
          full_name: 'Ioana Expert',
          job_title: 'Evaluator',
          email: 'ioana@expert-evaluari.example.test',
          phone: '+40 722 300 401',
        },
      },
    ],
    now,
  );
  const held = (await openAssignmentsByNumber(db, organisationId, 'assessment')).slice(0, 3);
  await placeWithPartner(
    db,
    held.map((a) => a.id),
    shop!,
  );
  await addDemoLocations(
    db,
    organisationId,
    [
      {
        name: 'Centru constatări Militari',
        address: 'Bd. Iuliu Maniu 102, București',
        county_code: 'B',
        phone: '+40 21 300 1000',
        opening_hours: [...WEEKDAYS_9_TO_5, { day: 6, opens: '09:00', closes: '13:00' }],
      },
      {
        name: 'Centru constatări Cluj',
        address: 'Calea Florești 50, Cluj-Napoca',
        county_code: 'CJ',
        phone: '+40 264 400 500',
        opening_hours: WEEKDAYS_9_TO_5,
      },
    ],
    now,
  );
}
