import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './db/seed.ts';
import { ensureReferenceLists } from './features/reference/index.ts';
import { signInThreadsFor } from './features/auth/index.ts';
import { createOutboxDispatcher } from './features/outbox/index.ts';
import { transportsFor } from './features/outbox/index.ts';
import { createPruner } from './features/pruning/index.ts';
import { createReminders, REMINDER_INTERVAL_MS } from './features/schedule/index.ts';
import { createDeadlineWarnings, DEADLINE_WARNING_INTERVAL_MS } from './features/settlement/index.ts';
import { createCaseUpdates, createContactConfirmation, findCaseByNumber } from './features/tracker/index.ts';
import { loadSite } from './http/site.ts';
import { ensureSiteBuilt } from './site-build.ts';

/** `npm start`: build the site if needed, migrate, seed in development, serve on one port. */
const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  ensureSiteBuilt(root);

  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  await ensureReferenceLists(database.db);
  const seeded = config.isProduction ? false : await seedDemoData(database.db, systemClock);
  // Development: a fresh contact-confirmation link for the demo case, to try the page with.
  const demoCase = config.isProduction ? undefined : await findCaseByNumber(database.db, 'DEMO000123');
  const confirmationKey = demoCase
    ? await createContactConfirmation(database.db, demoCase.id, systemClock.now())
    : null;

  const outbox = createOutboxDispatcher({ db: database.db, clock: systemClock, transports: transportsFor(config) });
  outbox.start();
  const pruner = createPruner({ db: database.db, clock: systemClock });
  pruner.start();
  const reminders = createReminders({ db: database.db, clock: systemClock });
  reminders.start({ intervalMs: REMINDER_INTERVAL_MS });
  const deadlineWarnings = createDeadlineWarnings({ db: database.db, clock: systemClock });
  deadlineWarnings.start({ intervalMs: DEADLINE_WARNING_INTERVAL_MS });
  // New public events reach subscribers as often as staff notifications are looked for.
  const caseUpdates = createCaseUpdates({
    db: database.db,
    clock: systemClock,
    secret: config.tokenSecret,
    publicOrigin: config.publicOrigin,
  });
  caseUpdates.start({ intervalMs: config.notificationPollMs });
  const signInThreads = signInThreadsFor(config);
  const app = createApp({ config, database, clock: systemClock, outbox, site: loadSite('dist'), signInThreads });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Claims application (${config.appEnv}, ${database.engine}) listening on http://localhost:${info.port}`);
    if (!config.isProduction) {
      console.log(
        `${seeded ? 'Seeded' : 'Demo'} logins, password ${DEMO_PASSWORD}: ${DEMO_USERS.map((u) => u.username).join(', ')}`,
      );
      console.log(
        `Tracker: http://localhost:${info.port}/status/DEMO000123 (the code arrives at http://localhost:${info.port}/api/dev/outbox)`,
      );
      if (confirmationKey)
        console.log(
          `Contact confirmation: http://localhost:${info.port}/contact-confirmation/${confirmationKey}?org_code=DEMO`,
        );
    }
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port.`
        : `The server stopped: ${error.message}`,
    );
    process.exit(1);
  });

  const shutdown = () => {
    server.close(() => {
      void Promise.all([outbox.stop(), pruner.stop(), reminders.stop(), caseUpdates.stop(), deadlineWarnings.stop()])
        .then(() => signInThreads?.close())
        .then(() => database.db.destroy())
        .finally(() => process.exit(0));
    });
    // Connections kept alive by browsers must not hold the process open for good.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
