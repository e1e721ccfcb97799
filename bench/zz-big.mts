import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seedDemoData } from '../server/db/seed.ts';
import { seedLargeWorkload } from '../server/db/seed-large.ts';
import { systemClock } from '../server/clock.ts';
const database = openDatabase('sqlite:/tmp/big.sqlite');
await migrateToLatest(database.db);
await seedDemoData(database.db, systemClock);
await seedLargeWorkload(database.db, systemClock.now());
await database.db.destroy();
