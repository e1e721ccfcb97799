import type { Kysely } from 'kysely';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';

type Row = { code: string; en: string; ro: string; parent?: string };

// ISO 3166-1 alpha-2 codes; names come from the ICU data in Node, in both languages.
const COUNTRY_CODES = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY',
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK',
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR',
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK',
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF',
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW',
].flatMap((line) => line.split(' '));

function countries(): Row[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const ro = new Intl.DisplayNames(['ro'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, en: en.of(code) ?? code, ro: ro.of(code) ?? code }));
}

/**
 * The 41 counties of Romania and Bucharest, by their vehicle registration codes: the English name
 * without diacritics, the Romanian one with them (ș and ț with the comma below).
 */
const COUNTIES: [string, string, string][] = [
  ['AB', 'Alba', 'Alba'],
  ['AR', 'Arad', 'Arad'],
  ['AG', 'Arges', 'Argeș'],
  ['BC', 'Bacau', 'Bacău'],
  ['BH', 'Bihor', 'Bihor'],
  ['BN', 'Bistrita-Nasaud', 'Bistrița-Năsăud'],
  ['BT', 'Botosani', 'Botoșani'],
  ['BV', 'Brasov', 'Brașov'],
  ['BR', 'Braila', 'Brăila'],
  ['B', 'Bucuresti', 'București'],
  ['BZ', 'Buzau', 'Buzău'],
  ['CS', 'Caras-Severin', 'Caraș-Severin'],
  ['CL', 'Calarasi', 'Călărași'],
  ['CJ', 'Cluj', 'Cluj'],
  ['CT', 'Constanta', 'Constanța'],
  ['CV', 'Covasna', 'Covasna'],
  ['DB', 'Dambovita', 'Dâmbovița'],
  ['DJ', 'Dolj', 'Dolj'],
  ['GL', 'Galati', 'Galați'],
  ['GR', 'Giurgiu', 'Giurgiu'],
  ['GJ', 'Gorj', 'Gorj'],
  ['HR', 'Harghita', 'Harghita'],
  ['HD', 'Hunedoara', 'Hunedoara'],
  ['IL', 'Ialomita', 'Ialomița'],
  ['IS', 'Iasi', 'Iași'],
  ['IF', 'Ilfov', 'Ilfov'],
  ['MM', 'Maramures', 'Maramureș'],
  ['MH', 'Mehedinti', 'Mehedinți'],
  ['MS', 'Mures', 'Mureș'],
  ['NT', 'Neamt', 'Neamț'],
  ['OT', 'Olt', 'Olt'],
  ['PH', 'Prahova', 'Prahova'],
  ['SM', 'Satu Mare', 'Satu Mare'],
  ['SJ', 'Salaj', 'Sălaj'],
  ['SB', 'Sibiu', 'Sibiu'],
  ['SV', 'Suceava', 'Suceava'],
  ['TR', 'Teleorman', 'Teleorman'],
  ['TM', 'Timis', 'Timiș'],
  ['TL', 'Tulcea', 'Tulcea'],
  ['VS', 'Vaslui', 'Vaslui'],
  ['VL', 'Valcea', 'Vâlcea'],
  ['VN', 'Vrancea', 'Vrancea'],
];

/** Counties with an assessment centre where inspections can be booked. */
const SCHEDULE_COUNTY_CODES = ['B', 'IF', 'CJ', 'TM', 'IS', 'CT', 'BV', 'PH', 'DJ', 'BH', 'SB', 'AG'];

const POLICY_TYPES: Row[] = [
  { code: 'RCA', en: 'Motor third-party liability (RCA)', ro: 'Asigurare obligatorie RCA', parent: 'auto' },
  { code: 'CASCO', en: 'Comprehensive motor (CASCO)', ro: 'Asigurare CASCO', parent: 'auto' },
  { code: 'CMR', en: 'Carrier liability (CMR)', ro: 'Răspundere transportator CMR', parent: 'auto' },
  { code: 'GREEN_CARD', en: 'Green Card', ro: 'Carte Verde', parent: 'auto' },
];

const VEHICLE_CATEGORIES: Row[] = [
  { code: 'car', en: 'Passenger car', ro: 'Autoturism' },
  { code: 'van', en: 'Van', ro: 'Autoutilitară' },
  { code: 'truck', en: 'Truck', ro: 'Autocamion' },
  { code: 'motorcycle', en: 'Motorcycle', ro: 'Motocicletă' },
  { code: 'bus', en: 'Bus', ro: 'Autobuz' },
  { code: 'trailer', en: 'Trailer', ro: 'Remorcă' },
  { code: 'tractor', en: 'Agricultural tractor', ro: 'Tractor agricol' },
];

export const VEHICLE_BRANDS = [
  'Alfa Romeo',
  'Audi',
  'BMW',
  'BYD',
  'Chevrolet',
  'Citroen',
  'Cupra',
  'Dacia',
  'DAF',
  'DS',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Iveco',
  'Jaguar',
  'Jeep',
  'Kia',
  'Land Rover',
  'Lexus',
  'Mazda',
  'Mercedes-Benz',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Opel',
  'Peugeot',
  'Porsche',
  'Renault',
  'Scania',
  'Seat',
  'Skoda',
  'Smart',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
];

/** Vehicle parts ("repere"): the codes are the item_guid of assessment note items. */
export const VEHICLE_PARTS: Row[] = [
  { code: 'part-bumper-front', en: 'Front bumper', ro: 'Bară față' },
  { code: 'part-bumper-rear', en: 'Rear bumper', ro: 'Bară spate' },
  { code: 'part-bonnet', en: 'Bonnet', ro: 'Capotă motor' },
  { code: 'part-boot-lid', en: 'Boot lid', ro: 'Capotă portbagaj' },
  { code: 'part-windscreen', en: 'Windscreen', ro: 'Parbriz' },
  { code: 'part-rear-window', en: 'Rear window', ro: 'Lunetă' },
  { code: 'part-headlamp-left', en: 'Left headlamp', ro: 'Far stânga' },
  { code: 'part-headlamp-right', en: 'Right headlamp', ro: 'Far dreapta' },
  { code: 'part-tail-lamp-left', en: 'Left tail lamp', ro: 'Stop stânga' },
  { code: 'part-tail-lamp-right', en: 'Right tail lamp', ro: 'Stop dreapta' },
  { code: 'part-wing-front-left', en: 'Front left wing', ro: 'Aripă față stânga' },
  { code: 'part-wing-front-right', en: 'Front right wing', ro: 'Aripă față dreapta' },
  { code: 'part-door-front-left', en: 'Front left door', ro: 'Ușă față stânga' },
  { code: 'part-door-front-right', en: 'Front right door', ro: 'Ușă față dreapta' },
  { code: 'part-door-rear-left', en: 'Rear left door', ro: 'Ușă spate stânga' },
  { code: 'part-door-rear-right', en: 'Rear right door', ro: 'Ușă spate dreapta' },
  { code: 'part-mirror-left', en: 'Left mirror', ro: 'Oglindă stânga' },
  { code: 'part-mirror-right', en: 'Right mirror', ro: 'Oglindă dreapta' },
  { code: 'part-grille', en: 'Radiator grille', ro: 'Grilă radiator' },
  { code: 'part-radiator', en: 'Radiator', ro: 'Radiator' },
  { code: 'part-roof', en: 'Roof', ro: 'Plafon' },
  { code: 'part-sill-left', en: 'Left sill', ro: 'Prag stânga' },
  { code: 'part-sill-right', en: 'Right sill', ro: 'Prag dreapta' },
  { code: 'part-wheel-rim', en: 'Wheel rim', ro: 'Jantă' },
];

// The English name keeps the city's name without diacritics; the Romanian one has them.
const BRANCHES: Row[] = (
  [
    ['B', 'Bucharest', 'București'],
    ['CJ', 'Cluj-Napoca', 'Cluj-Napoca'],
    ['TM', 'Timisoara', 'Timișoara'],
    ['IS', 'Iasi', 'Iași'],
    ['CT', 'Constanta', 'Constanța'],
    ['BV', 'Brasov', 'Brașov'],
    ['PH', 'Ploiesti', 'Ploiești'],
    ['DJ', 'Craiova', 'Craiova'],
    ['BH', 'Oradea', 'Oradea'],
    ['SB', 'Sibiu', 'Sibiu'],
    ['GL', 'Galati', 'Galați'],
    ['AG', 'Pitesti', 'Pitești'],
  ] satisfies [string, string, string][]
).map(([county, en, ro]) => ({
  code: `branch-${county.toLowerCase()}`,
  en: `${en} branch`,
  ro: `Sucursala ${ro}`,
  parent: county,
}));

const COLORS: Row[] = [
  { code: 'white', en: 'White', ro: 'Alb' },
  { code: 'black', en: 'Black', ro: 'Negru' },
  { code: 'grey', en: 'Grey', ro: 'Gri' },
  { code: 'silver', en: 'Silver', ro: 'Argintiu' },
  { code: 'blue', en: 'Blue', ro: 'Albastru' },
  { code: 'red', en: 'Red', ro: 'Roșu' },
  { code: 'green', en: 'Green', ro: 'Verde' },
  { code: 'brown', en: 'Brown', ro: 'Maro' },
  { code: 'beige', en: 'Beige', ro: 'Bej' },
  { code: 'yellow', en: 'Yellow', ro: 'Galben' },
  { code: 'orange', en: 'Orange', ro: 'Portocaliu' },
  { code: 'other', en: 'Other', ro: 'Altă culoare' },
];

function referenceLists(): Record<ReferenceListCode, Row[]> {
  const counties = COUNTIES.map(([code, en, ro]) => ({ code, en, ro, parent: 'RO' }));
  return {
    countries: countries(),
    counties,
    schedule_counties: counties.filter((c) => SCHEDULE_COUNTY_CODES.includes(c.code)),
    policy_types: POLICY_TYPES,
    vehicle_categories: VEHICLE_CATEGORIES,
    vehicle_brands: VEHICLE_BRANDS.map((name) => ({
      code: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      en: name,
      ro: name,
    })),
    vehicle_parts: VEHICLE_PARTS,
    branches: BRANCHES,
    colors: COLORS,
  };
}

/**
 * Writes the reference lists into an empty table; every start calls it, so a new deployment has
 * them without the demo data. Lists that are there already are left as they are.
 */
export async function ensureReferenceLists(db: Kysely<Database>): Promise<void> {
  const present = await db.selectFrom('reference_items').select('list_code').limit(1).executeTakeFirst();
  if (present) return;
  for (const [list, rows] of Object.entries(referenceLists())) {
    const values = rows.map((row, sort) => ({
      list_code: list,
      code: row.code,
      name_en: row.en,
      name_ro: row.ro,
      parent_code: row.parent ?? null,
      sort,
    }));
    for (let i = 0; i < values.length; i += 100)
      await db
        .insertInto('reference_items')
        .values(values.slice(i, i + 100))
        .execute();
  }
}
