import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));

/**
 * The demo organisation's partners (a repair shop holding a few open assignments, an assessor)
 * and its appointment locations, so the partner, special-customers and locations areas have
 * something to show.
 */
export async function seedAreas(db: Kysely<Database>, organisationId: string, now: string): Promise<void> {
  const shop = randomUUID();
  const assessor = randomUUID();
  await db
    .insertInto('partners')
    .values([
      {
        id: shop,
        organisation_id: organisationId,
        kind: 'repair_shop',
        name: 'Service Auto Militari',
        tax_code: 'RO12345678',
        email: 'office@service-militari.example.test',
        phone: '+40 721 100 200',
        county_code: 'B',
        address: 'Bd. Iuliu Maniu 100, Bucuresti',
        created_at: now,
        updated_at: now,
      },
      {
        id: assessor,
        organisation_id: organisationId,
        kind: 'assessor',
        name: 'Expert Evaluari',
        tax_code: 'RO23456789',
        email: 'contact@expert-evaluari.example.test',
        phone: '+40 722 300 400',
        county_code: 'CJ',
        address: 'Str. Memorandumului 10, Cluj-Napoca',
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  await db
    .insertInto('partner_contacts')
    .values([
      {
        id: randomUUID(),
        partner_id: shop,
        full_name: 'Dan Mecanicu',
        job_title: 'Sef atelier',
        email: 'dan@service-militari.example.test',
        phone: '+40 721 100 201',
        created_at: now,
      },
      {
        id: randomUUID(),
        partner_id: assessor,
        full_name: 'Ioana Expert',
        job_title: 'Evaluator',
        email: 'ioana@expert-evaluari.example.test',
        phone: '+40 722 300 401',
        created_at: now,
      },
    ])
    .execute();
  const held = await db
    .selectFrom('assignments')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('is_final', '=', 0)
    .where('assignment_type', '=', 'assessment')
    .orderBy('assignment_no')
    .limit(3)
    .execute();
  if (held.length)
    await db
      .updateTable('assignments')
      .set({ partner_id: shop })
      .where(
        'id',
        'in',
        held.map((a) => a.id),
      )
      .execute();
  await db
    .insertInto('appointment_locations')
    .values([
      {
        id: randomUUID(),
        organisation_id: organisationId,
        name: 'Centru constatari Militari',
        address: 'Bd. Iuliu Maniu 102, Bucuresti',
        county_code: 'B',
        phone: '+40 21 300 1000',
        opening_hours: JSON.stringify([...WEEKDAYS_9_TO_5, { day: 6, opens: '09:00', closes: '13:00' }]),
        created_at: now,
        updated_at: now,
      },
      {
        id: randomUUID(),
        organisation_id: organisationId,
        name: 'Centru constatari Cluj',
        address: 'Calea Floresti 50, Cluj-Napoca',
        county_code: 'CJ',
        phone: '+40 264 400 500',
        opening_hours: JSON.stringify(WEEKDAYS_9_TO_5),
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
}
