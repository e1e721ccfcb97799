import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
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

  // SIGTERM: stop accepting, let the requests in flight finish (up to SHUTDOWN_GRACE_MS, then
  // their connections are closed), let a message being sent finish, close the database, exit 0.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: no new connections; finishing the requests in flight.');
    server.close(() => {
      void Promise.all([outbox.stop(), pruner.stop(), reminders.stop(), caseUpdates.stop(), deadlineWarnings.stop()])
        .then(() => signInThreads?.close())
        .then(() => database.db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Stopping failed:', error instanceof Error ? error.message : error);
            process.exit(1);
          },
        );
    });
    // Idle keep-alive connections would hold the server open; busy ones close once answered.
    const http1 = server as Server;
    http1.closeIdleConnections();
    setTimeout(() => http1.closeAllConnections(), config.shutdownGraceMs).unref();
    // Whatever still holds on after that is not waited for.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000).unref();
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
