import type { Kysely } from 'kysely';

// Frozen in time: the brands the reference list had when claim files began to keep names.
const BRANDS = [
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

export async function up(db: Kysely<any>): Promise<void> {
  // Claims reported through the forms kept the brand's list code ("volkswagen", "land-rover"),
  // which the claim file showed as it was; each becomes the brand's name.
  for (const name of BRANDS) {
    const code = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await db.updateTable('claim_files').set({ vehicle_brand: name }).where('vehicle_brand', '=', code).execute();
  }
}

export async function down(): Promise<void> {
  // Names are what every other claim file holds; there is no code to go back to.
}
