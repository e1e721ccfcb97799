import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.
//
// The reference lists and every organisation's starting statuses were written once, their
// Romanian names without diacritics. Each name still as it was shipped takes its spelling with
// ă â î ș ț (ș and ț with the comma below); a name an organisation changed stays as it has it.
// The English names did not change.

/** [list_code, code, the Romanian name as shipped, the Romanian name now]. */
type ReferenceName = [string, string, string, string];

const COUNTIES: [string, string, string][] = [
  ['AG', 'Arges', 'Argeș'],
  ['BC', 'Bacau', 'Bacău'],
  ['BN', 'Bistrita-Nasaud', 'Bistrița-Năsăud'],
  ['BT', 'Botosani', 'Botoșani'],
  ['BV', 'Brasov', 'Brașov'],
  ['BR', 'Braila', 'Brăila'],
  ['B', 'Bucuresti', 'București'],
  ['BZ', 'Buzau', 'Buzău'],
  ['CS', 'Caras-Severin', 'Caraș-Severin'],
  ['CL', 'Calarasi', 'Călărași'],
  ['CT', 'Constanta', 'Constanța'],
  ['DB', 'Dambovita', 'Dâmbovița'],
  ['GL', 'Galati', 'Galați'],
  ['IL', 'Ialomita', 'Ialomița'],
  ['IS', 'Iasi', 'Iași'],
  ['MM', 'Maramures', 'Maramureș'],
  ['MH', 'Mehedinti', 'Mehedinți'],
  ['MS', 'Mures', 'Mureș'],
  ['NT', 'Neamt', 'Neamț'],
  ['SJ', 'Salaj', 'Sălaj'],
  ['TM', 'Timis', 'Timiș'],
  ['VL', 'Valcea', 'Vâlcea'],
];

/** The counties with an assessment centre, a list of their own with the same names. */
const SCHEDULE_COUNTY_CODES = ['B', 'IF', 'CJ', 'TM', 'IS', 'CT', 'BV', 'PH', 'DJ', 'BH', 'SB', 'AG'];

const REFERENCE_NAMES: ReferenceName[] = [
  ...COUNTIES.map(([code, from, to]): ReferenceName => ['counties', code, from, to]),
  ...COUNTIES.filter(([code]) => SCHEDULE_COUNTY_CODES.includes(code)).map(
    ([code, from, to]): ReferenceName => ['schedule_counties', code, from, to],
  ),
  ['policy_types', 'CMR', 'Raspundere transportator CMR', 'Răspundere transportator CMR'],
  ['vehicle_categories', 'van', 'Autoutilitara', 'Autoutilitară'],
  ['vehicle_categories', 'motorcycle', 'Motocicleta', 'Motocicletă'],
  ['vehicle_categories', 'trailer', 'Remorca', 'Remorcă'],
  ['vehicle_parts', 'part-bumper-front', 'Bara fata', 'Bară față'],
  ['vehicle_parts', 'part-bumper-rear', 'Bara spate', 'Bară spate'],
  ['vehicle_parts', 'part-bonnet', 'Capota motor', 'Capotă motor'],
  ['vehicle_parts', 'part-boot-lid', 'Capota portbagaj', 'Capotă portbagaj'],
  ['vehicle_parts', 'part-rear-window', 'Luneta', 'Lunetă'],
  ['vehicle_parts', 'part-headlamp-left', 'Far stanga', 'Far stânga'],
  ['vehicle_parts', 'part-tail-lamp-left', 'Stop stanga', 'Stop stânga'],
  ['vehicle_parts', 'part-wing-front-left', 'Aripa fata stanga', 'Aripă față stânga'],
  ['vehicle_parts', 'part-wing-front-right', 'Aripa fata dreapta', 'Aripă față dreapta'],
  ['vehicle_parts', 'part-door-front-left', 'Usa fata stanga', 'Ușă față stânga'],
  ['vehicle_parts', 'part-door-front-right', 'Usa fata dreapta', 'Ușă față dreapta'],
  ['vehicle_parts', 'part-door-rear-left', 'Usa spate stanga', 'Ușă spate stânga'],
  ['vehicle_parts', 'part-door-rear-right', 'Usa spate dreapta', 'Ușă spate dreapta'],
  ['vehicle_parts', 'part-mirror-left', 'Oglinda stanga', 'Oglindă stânga'],
  ['vehicle_parts', 'part-mirror-right', 'Oglinda dreapta', 'Oglindă dreapta'],
  ['vehicle_parts', 'part-grille', 'Grila radiator', 'Grilă radiator'],
  ['vehicle_parts', 'part-sill-left', 'Prag stanga', 'Prag stânga'],
  ['vehicle_parts', 'part-wheel-rim', 'Janta', 'Jantă'],
  ['branches', 'branch-b', 'Sucursala Bucuresti', 'Sucursala București'],
  ['branches', 'branch-tm', 'Sucursala Timisoara', 'Sucursala Timișoara'],
  ['branches', 'branch-is', 'Sucursala Iasi', 'Sucursala Iași'],
  ['branches', 'branch-ct', 'Sucursala Constanta', 'Sucursala Constanța'],
  ['branches', 'branch-bv', 'Sucursala Brasov', 'Sucursala Brașov'],
  ['branches', 'branch-ph', 'Sucursala Ploiesti', 'Sucursala Ploiești'],
  ['branches', 'branch-gl', 'Sucursala Galati', 'Sucursala Galați'],
  ['branches', 'branch-ag', 'Sucursala Pitesti', 'Sucursala Pitești'],
  ['colors', 'red', 'Rosu', 'Roșu'],
  ['colors', 'other', 'Alta culoare', 'Altă culoare'],
];

/** [assignment types, status code, its name as shipped and now, its help as shipped and now (null: unchanged)]. */
type StatusText = [string[], string, [string, string], [string, string] | null];

const STATUS_TEXTS: StatusText[] = [
  [
    ['claim_notification', 'vehicle_inspection', 'assessment', 'appointment'],
    'new',
    ['Noua', 'Nouă'],
    ['Primita, nelucrata inca.', 'Primită, nelucrată încă.'],
  ],
  [
    ['claim_notification', 'vehicle_inspection', 'assessment'],
    'closed',
    ['Inchisa', 'Închisă'],
    ['Finalizata; nu mai sunt pasi de facut.', 'Finalizată; nu mai sunt pași de făcut.'],
  ],
  [
    ['claim_notification', 'vehicle_inspection', 'appointment'],
    'cancelled',
    ['Anulata', 'Anulată'],
    ['Oprita fara rezultat.', 'Oprită fără rezultat.'],
  ],
  [
    ['claim_notification'],
    'in_progress',
    ['In lucru', 'În lucru'],
    ['Un operator verifica avizarea.', 'Un operator verifică avizarea.'],
  ],
  [['claim_notification'], 'waiting_documents', ['Asteapta documente', 'Așteaptă documente'], null],
  [
    ['vehicle_inspection'],
    'scheduled',
    ['Constatare programata', 'Constatare programată'],
    ['S-a stabilit data constatarii.', 'S-a stabilit data constatării.'],
  ],
  [
    ['vehicle_inspection'],
    'inspected',
    ['Constatata', 'Constatată'],
    ['Vehiculul a fost constatat; urmeaza evaluarea.', 'Vehiculul a fost constatat; urmează evaluarea.'],
  ],
  [
    ['assessment'],
    'in_progress',
    ['In evaluare', 'În evaluare'],
    ['Un evaluator estimeaza costul reparatiei.', 'Un evaluator estimează costul reparației.'],
  ],
  [
    ['assessment'],
    'approved',
    ['Aprobata la plata', 'Aprobată la plată'],
    ['Suma este aprobata; urmeaza plata.', 'Suma este aprobată; urmează plata.'],
  ],
  [['assessment'], 'rejected', ['Respinsa', 'Respinsă'], ['Dauna nu este acoperita.', 'Dauna nu este acoperită.']],
  [['appointment'], 'confirmed', ['Confirmata', 'Confirmată'], null],
  [['appointment'], 'done', ['Efectuata', 'Efectuată'], null],
];

type Direction = 'up' | 'down';
const pick = ([shipped, now]: [string, string], direction: Direction) =>
  direction === 'up' ? { from: shipped, to: now } : { from: now, to: shipped };

async function rename(db: Kysely<any>, direction: Direction): Promise<void> {
  for (const [list, code, shipped, now] of REFERENCE_NAMES) {
    const { from, to } = pick([shipped, now], direction);
    await db
      .updateTable('reference_items')
      .set({ name_ro: to })
      .where('list_code', '=', list)
      .where('code', '=', code)
      .where('name_ro', '=', from)
      .execute();
  }
  for (const [types, code, name, help] of STATUS_TEXTS) {
    const names = pick(name, direction);
    await db
      .updateTable('assignment_statuses')
      .set({ name_ro: names.to })
      .where('assignment_type', 'in', types)
      .where('code', '=', code)
      .where('name_ro', '=', names.from)
      .execute();
    if (!help) continue;
    // The help texts are edited on a page that saves on the version it read: a page open from
    // before sees this change as a change made meanwhile, never writes over it unawares.
    const helps = pick(help, direction);
    await db
      .updateTable('assignment_statuses')
      .set((eb) => ({ help_ro: helps.to, help_version: eb('help_version', '+', 1) }))
      .where('assignment_type', 'in', types)
      .where('code', '=', code)
      .where('help_ro', '=', helps.from)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, 'up');
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to the names as shipped, again only where they are still as this migration left them.
  await rename(db, 'down');
}
