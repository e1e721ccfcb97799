import type { Kysely } from 'kysely';
import { addClaimPartiesInBulk, claimFilesByNumber } from '../features/assignments/index.ts';
import type { Database } from './schema.ts';

const DRIVERS = ['Mihai Dumitru', 'Elena Stan', 'George Marin', 'Ioana Radu'];
const THIRD_PARTIES = [
  {
    name: 'Cristian Neagu',
    plate: 'B 77 XTR',
    vehicle: 'Dacia Logan, albă',
    insurer: 'Asigurări Nord',
    policy: 'RCA-551234',
  },
  {
    name: 'Adina Pop',
    plate: 'CJ 12 POP',
    vehicle: 'Skoda Octavia, gri',
    insurer: 'Asigurări Vest',
    policy: 'RCA-778812',
  },
];
const WITNESSES = ['Vasile Toma', 'Raluca Enache', 'Dan Olteanu'];

/**
 * The people of the demo claims: every file has its insured as policyholder; every third file
 * (and DEMO000789, the one the README walks through) also a driver, a third party and a witness.
 */
export async function seedParties(db: Kysely<Database>, organisationId: string, now: string): Promise<void> {
  const files = await claimFilesByNumber(db, organisationId);
  const rows = files.flatMap((file, n) => {
    const policyholder = {
      role: 'policyholder',
      name: file.insured_name,
      email: file.contact?.includes('@') ? file.contact : null,
    };
    const people: Array<Record<string, string | null>> = [policyholder];
    if (n % 3 === 0 || file.claim_file_no === 'DEMO000789') {
      const third = THIRD_PARTIES[n % THIRD_PARTIES.length]!;
      people.push(
        {
          role: 'driver',
          name: DRIVERS[n % DRIVERS.length]!,
          phone: `+40 722 000 1${String(n % 100).padStart(2, '0')}`,
        },
        {
          role: 'third_party',
          name: third.name,
          plate: third.plate,
          vehicle: third.vehicle,
          insurer: third.insurer,
          insurer_policy_no: third.policy,
        },
        { role: 'witness', name: WITNESSES[n % WITNESSES.length]!, remark: 'A văzut coliziunea de pe trotuar.' },
      );
    }
    return people.map((person, sort) => ({
      phone: null,
      email: null,
      address: null,
      plate: null,
      vehicle: null,
      insurer: null,
      insurer_policy_no: null,
      remark: null,
      ...person,
      claim_file_id: file.id,
      role: person.role ?? 'policyholder',
      name: person.name ?? file.insured_name,
      sort,
    }));
  });
  await addClaimPartiesInBulk(db, rows, new Date(now));
}
