import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { MAX_JSON_BODY_BYTES } from '../contract/errors.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { createServices } from './services.ts';
import { authRoutes } from './features/auth/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { myBrowserRoutes } from './features/auth/my-browser-routes.ts';
import { requireSession, type SignInThreads } from './features/auth/index.ts';
import { healthRoutes } from './features/health/routes.ts';
import { clientConfigRoutes } from './features/shell/client-config-routes.ts';
import { menuRoutes } from './features/shell/menu-routes.ts';
import { createCaseTokens, trackerLinksOf } from './features/tracker/index.ts';
import { trackerRoutes } from './features/tracker/routes.ts';
import { trackerDocumentRoutes } from './features/tracker/document-routes.ts';
import { contactConfirmationRoutes } from './features/tracker/contact-confirmation-routes.ts';
import { updatesRoutes } from './features/tracker/updates-routes.ts';
import type { OutboxDispatcher } from './features/outbox/index.ts';
import { devOutboxRoutes } from './features/outbox/dev-routes.ts';
import { versionRoutes } from './features/version/routes.ts';
import { assignmentRoutes } from './features/assignments/routes.ts';
import { assignmentDocumentRoutes } from './features/assignments/document-routes.ts';
import { claimFileRoutes } from './features/assignments/claim-files/routes.ts';
import { itemHistoryRoutes } from './features/assessments/item-history-routes.ts';
import { startRoutes } from './features/start/index.ts';
import { assessmentRoutes, noteItemsOf, whenNoteSteps } from './features/assessments/index.ts';
import { followNoteSteps, moneyOfClaims } from './features/settlement/index.ts';
import { caseMoneyRoutes } from './features/settlement/case-routes.ts';
import { settlementRoutes } from './features/settlement/routes.ts';
import { assignmentsForDocuments, knowMoneyThrough, readNoteItemsWith } from './features/assignments/index.ts';
import { timelineRoutes } from './features/assignments/timeline-routes.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { knowAssignmentsThrough, UPLOAD_PATH } from './features/documents/index.ts';
import { storageFor, type DocumentStorage } from './features/documents/index.ts';
import { composeRoutes, messageTemplateRoutes } from './features/messages/index.ts';
import { guestRoutes } from './features/guest/routes.ts';
import { guestLinkRoutes } from './features/guest/link-routes.ts';
import { welcomeRoutes } from './features/welcome/routes.ts';
import { fnolRoutes } from './features/fnol/routes.ts';
import { intakeRoutes } from './features/intake/routes.ts';
import { assistantRoutes } from './features/assistant/routes.ts';
import { statusesHelpRoutes } from './features/config/statuses-help-routes.ts';
import { organisationSettingsRoutes } from './features/config/organisation-routes.ts';
import { usersRoutes } from './features/config/users-routes.ts';
import { roleCatalogueRoutes } from './features/config/roles-routes.ts';
import { partnerRoutes } from './features/partners/routes.ts';
import { policyRoutes } from './features/policies/routes.ts';
import { specialCustomerRoutes } from './features/special-customers/routes.ts';
import { appointmentLocationRoutes } from './features/schedule/appointment-locations/routes.ts';
import { timeOffRoutes } from './features/time-off/routes.ts';
import { managerRoutes } from './features/manager/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { previewRoutes } from './features/preview/routes.ts';
import { inspectionOfCase, setCalendarSender } from './features/schedule/index.ts';
import { scheduleRoutes } from './features/schedule/routes.ts';
import { createGuestTokens } from './features/guest/index.ts';
import { errorResponse } from './http/error-body.ts';
import { limitBody } from './http/limit-body.ts';
import { onError } from './http/on-error.ts';
import { requestLog } from './http/request-log.ts';
import { createMetrics, metricsRoutes } from './http/metrics.ts';
import { AREAS_WITH_TOKENS, compressLargeJson } from './http/compress-large-json.ts';
import { createLogger, type Logger } from './logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Site } from './http/site.ts';

export interface AppDeps {
  config: AppConfig;
  database: AppDatabase;
  clock: Clock;
  /** Sends what features put in the outbox; started by the caller (index.ts), drained by tests. */
  outbox: OutboxDispatcher;
  /** The built site; absent in API-only tests, where only /api answers. */
  site?: Site;
  /** Where documents go; by default what the configuration says (a folder or an S3 bucket). */
  storage?: DocumentStorage;
  /** Threads for password sign-ins (index.ts starts them); without, sign-ins run on the event loop. */
  signInThreads?: SignInThreads | undefined;
  /** Where the request log goes; by default standard output at the configured level. */
  logger?: Logger;
}

/** Builds the whole server: the API under /api and the pre-rendered site for everything else. */
export function createApp(deps: AppDeps) {
  const { config, site } = deps;
  const app = new Hono();
  const logger = deps.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics({ database: deps.database, clock: deps.clock, signInThreads: deps.signInThreads });
  // First, so every answer (a refusal by any middleware included) has its id, its log line and its count.
  app.use('*', requestLog(logger, metrics.observe));
  app.route('/metrics', metricsRoutes(metrics, config.metricsToken));

  app.use(
    '*',
    securityHeaders({ hashes: site?.cspHashes ?? { script: [], style: [] }, publicOrigin: config.publicOrigin }),
  );
  app.use('/api/*', compressLargeJson(AREAS_WITH_TOKENS));
  const limitJsonBody = limitBody(MAX_JSON_BODY_BYTES, (c) =>
    errorResponse(c, 'payload_too_large', 'error.http.bodyOverLimit', {
      params: { limit: MAX_JSON_BODY_BYTES, count: MAX_JSON_BODY_BYTES },
    }),
  );
  // GET and HEAD bodies are never read, so they are not limited. Uploads have their own, larger
  // limit (features/documents/read-upload.ts).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || UPLOAD_PATH.test(c.req.path) ? next() : limitJsonBody(c, next),
  );

  // The assistant widget calls from other sites: only from the origins the configuration names.
  app.use(
    '/api/aiAssistant/*',
    cors({
      origin: config.aiWidgetOrigins,
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      maxAge: 600,
    }),
  );

  setCalendarSender(config.smtpFrom);
  readNoteItemsWith(noteItemsOf);
  whenNoteSteps(followNoteSteps);
  knowMoneyThrough(moneyOfClaims);
  knowAssignmentsThrough(assignmentsForDocuments);
  const services = createServices({
    db: deps.database.db,
    clock: deps.clock,
    config,
    outbox: deps.outbox,
    signInThreads: deps.signInThreads,
  });
  const caseTokens = createCaseTokens({ secret: config.tokenSecret, clock: deps.clock });
  app.route('/api/version', versionRoutes(config));
  app.route('/api/health', healthRoutes(deps.database));
  app.route('/api/auth', authRoutes(services));
  app.route('/api/profile', profileRoutes(services));
  app.route('/api/config/myBrowser', myBrowserRoutes(services));
  app.route('/api/config/client', clientConfigRoutes(config));
  app.route('/api/config/menu', menuRoutes(services));
  const storage = deps.storage ?? storageFor(config);
  app.route('/api/assignments', assignmentRoutes({ ...services, storage }));
  app.route('/api/start', startRoutes(services));
  app.route('/api/claim-files', claimFileRoutes(services));
  app.route('/api/claim/assessmentNote', itemHistoryRoutes(services));
  app.route('/api/assessments', assessmentRoutes(services));
  app.route('/api/timeline', timelineRoutes(services));
  app.route('/api/assignments/:id', assignmentDocumentRoutes({ ...services, storage }));
  app.route('/api/assignments/:id/guestLink', guestLinkRoutes(services));
  app.route('/api/messages', messageTemplateRoutes(services));
  app.route('/api/messages', composeRoutes(services));
  app.route('/api/documents', documentRoutes({ ...services, storage, trackerLink: trackerLinksOf(services.config) }));
  app.route(
    '/api/tracker/updates',
    updatesRoutes({
      db: deps.database.db,
      clock: deps.clock,
      caseTokens,
      secret: config.tokenSecret,
      publicOrigin: config.publicOrigin,
    }),
  );
  app.route(
    '/api/tracker/documents',
    trackerDocumentRoutes({ db: deps.database.db, clock: deps.clock, storage, caseTokens }),
  );
  app.route('/api/welcome', welcomeRoutes({ db: deps.database.db }));
  app.route('/api/fnol', fnolRoutes({ database: deps.database, clock: deps.clock, config, storage }));
  app.route('/api/intake', intakeRoutes(services));
  app.route('/api/aiAssistant', assistantRoutes(services));
  app.route('/api/config/statuses', statusesHelpRoutes(services));
  app.route('/api/config/users', usersRoutes(services));
  app.route('/api/config/roles', roleCatalogueRoutes(services));
  app.route('/api/config/partners', partnerRoutes(services));
  app.route('/api/policies', policyRoutes(services));
  app.route('/api/special-customers', specialCustomerRoutes(services));
  app.route('/api/config/appointment-locations', appointmentLocationRoutes(services));
  app.route('/api/time-off', timeOffRoutes(services, requireSession(services, ['full'])));
  app.route('/api/manager', managerRoutes(services));
  app.route('/api/reports', reportRoutes(services));
  app.route('/api/settlement', settlementRoutes(services));
  app.route(
    '/api/settlement/case',
    caseMoneyRoutes({
      db: deps.database.db,
      clock: deps.clock,
      caseTokens,
      links: { origin: config.publicOrigin, secret: config.tokenSecret },
    }),
  );
  app.route('/api/preview', previewRoutes(services));
  app.route(
    '/api/guest',
    guestRoutes({
      db: deps.database.db,
      clock: deps.clock,
      storage,
      guestTokens: createGuestTokens({ secret: config.tokenSecret, clock: deps.clock }),
    }),
  );
  app.route(
    '/api/tracker',
    trackerRoutes(
      {
        db: deps.database.db,
        clock: deps.clock,
        secret: config.tokenSecret,
        outbox: deps.outbox,
        caseTokens,
        inspectionOf: inspectionOfCase,
      },
      config,
    ),
  );
  app.route(
    '/api/schedule',
    scheduleRoutes({
      services,
      guestTokens: createGuestTokens({ secret: config.tokenSecret, clock: deps.clock }),
      caseTokens,
    }),
  );
  app.route('/api/assignment/confirmContact', contactConfirmationRoutes({ db: deps.database.db, clock: deps.clock }));
  // The most general configuration prefix goes last: the sections above are more specific.
  app.route('/api/config', organisationSettingsRoutes(services));
  // The development mailbox: one-time passwords and other messages, readable without a mail server.
  if (!config.isProduction) app.route('/api/dev/outbox', devOutboxRoutes(deps.database.db));

  app.all('/api/*', (c) =>
    errorResponse(c, 'not_found', 'error.http.noSuchCall', { params: { method: c.req.method, path: c.req.path } }),
  );
  if (site) app.get('*', (c) => site.serve(c));

  app.notFound((c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? errorResponse(c, 'not_found', 'error.http.nothingServed', { params: { path: c.req.path } })
      : errorResponse(c, 'method_not_allowed', 'error.http.methodNotAllowed', {
          params: { method: c.req.method, path: c.req.path },
        }),
  );
  app.onError(onError({ isProduction: config.isProduction, clock: deps.clock, logger }));
  return app;
}

export type App = ReturnType<typeof createApp>;
