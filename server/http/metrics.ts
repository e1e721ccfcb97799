import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import type { SignInThreads } from '../features/auth/index.ts';
import { outboxBacklog } from '../features/outbox/index.ts';

/** What the request log hands the metrics for each answer. */
export interface RequestObservation {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/**
 * The server's metrics in Prometheus' text format, with prom-client (the kept Prometheus client
 * of Node): requests and their latency by route pattern and status, the sign-in queue, the
 * outbox's backlog and oldest waiting message, the database pool, and Node's own (event-loop
 * delay among them). Each app has its own registry, so tests and several apps in one process
 * never count into each other's.
 */
export function createMetrics(deps: {
  database: AppDatabase;
  clock: Clock;
  signInThreads?: SignInThreads | undefined;
}) {
  const registry = new Registry();
  // Node's own (event-loop delay, memory, handles) from the first scrape: each set samples the loop
  // on a timer of its own, which an app that is never scraped (a test's) need not run.
  let nodeMetrics = false;
  const startNodeMetrics = () => {
    if (nodeMetrics) return;
    nodeMetrics = true;
    collectDefaultMetrics({ register: registry });
  };
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'signin_queue_depth',
    help: 'Password sign-ins waiting for a free thread',
    registers: [registry],
    collect() {
      this.set(deps.signInThreads?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'outbox_backlog_messages',
    help: 'Messages waiting to be sent',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(deps.database.db, deps.clock.now())).waiting);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'How long the oldest message waiting to be sent has waited',
    registers: [registry],
    async collect() {
      this.set((await outboxBacklog(deps.database.db, deps.clock.now())).oldestSeconds);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (SQLite keeps one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = deps.database.poolUse?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return {
    registry,
    async text(): Promise<string> {
      startNodeMetrics();
      return registry.metrics();
    },
    observe({ method, route, status, seconds }: RequestObservation): void {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /metrics: with METRICS_TOKEN set, only for `Authorization: Bearer <token>`; without, only
 * for a caller on this machine that no proxy forwarded (a proxy on loopback would otherwise carry
 * the whole internet's requests). Anyone else is answered 404, as for an address that does not exist.
 */
export function metricsRoutes(metrics: Metrics, token: string | null) {
  return new Hono().get('/', async (c) => {
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress;
    const local = /^(127\.|::1$|::ffff:127\.)/.test(peer ?? '') && !c.req.header('x-forwarded-for');
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const allowed = token ? sameText(given, token) : local;
    if (!allowed) return c.text('Not found', 404);
    return c.text(await metrics.text(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}
