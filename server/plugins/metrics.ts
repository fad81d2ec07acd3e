/**
 * GET /metrics in Prometheus' text format (prom-client): requests by route and status, latency histograms, 5xx,
 * event-loop delay and the process (default metrics), the database pool, the outbox's depth and oldest message,
 * payments by purpose and status, reconciler runs, admission control (renders in flight, pressure, requests shed). Off unless METRICS_TOKEN is set; then the scraper sends
 * `Authorization: Bearer <token>`. One registry per app, so tests that build several apps do not share counters.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryRows, type DatabaseHandle } from '../db/client';
import { routePattern } from './route-config';

export interface ShopMetrics {
  registry: Registry;
  reconcilerRuns: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

export interface MetricsOptions {
  database: DatabaseHandle;
  /** null: /metrics is not served (404). */
  token: string | null;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function databaseGauges(registry: Registry, database: DatabaseHandle) {
  new Gauge({
    name: 'pinshop_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'pinshop_outbox_messages',
    help: 'E-mails in the outbox by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; n: number }>(
        database.db,
        sql`select status, count(*)::int as n from outbox group by status`,
      );
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'pinshop_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ age: number | null }>(
        database.db,
        sql`select extract(epoch from now() - min(created_at))::float8 as age from outbox where status in ('pending', 'sending')`,
      );
      this.set(Math.max(0, row?.age ?? 0));
    },
  });
  new Gauge({
    name: 'pinshop_payments',
    help: 'Payments by purpose and status (test-mode payments included, labelled)',
    labelNames: ['purpose', 'status', 'test_mode'],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ purpose: string; status: string; test_mode: boolean; n: number }>(
        database.db,
        sql`select purpose, status, test_mode, count(*)::int as n from payments group by purpose, status, test_mode`,
      );
      this.reset();
      for (const row of rows) {
        this.set({ purpose: row.purpose, status: row.status, test_mode: String(row.test_mode) }, row.n);
      }
    },
  });
}

/** What admission control sees (plugins/under-pressure.ts, registered after this plugin: read when scraped). */
function admissionMetrics(registry: Registry, app: FastifyInstance) {
  new Gauge({
    name: 'pinshop_page_renders_in_flight',
    help: 'Pages being rendered now (capped by MAX_PAGE_RENDERS)',
    registers: [registry],
    collect() {
      if (app.hasDecorator('admission')) this.set(app.admission.pageRenders());
    },
  });
  new Gauge({
    name: 'pinshop_under_pressure',
    help: '1 while the last sample of the event loop or the heap is past its limit (every request but a few gets 503)',
    registers: [registry],
    collect() {
      if (app.hasDecorator('admission')) this.set(app.admission.underPressure() ? 1 : 0);
    },
  });
  new Counter({
    name: 'pinshop_http_shed_total',
    help: 'Requests answered 503 "very busy" at once, by the limit that was past',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      if (!app.hasDecorator('admission')) return;
      this.reset();
      for (const [reason, count] of Object.entries(app.admission.shed())) this.inc({ reason }, count);
    },
  });
}

export default fp(
  async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'pinshop_' });
    const requests = new Counter({
      name: 'pinshop_http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'pinshop_http_server_errors_total',
      help: 'HTTP requests answered with a 5xx, by method and route',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'pinshop_http_request_duration_seconds',
      help: 'Time from the request to the response, by method and route',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const reconcilerRuns = new Counter({
      name: 'pinshop_reconciler_runs_total',
      help: 'Payment reconciler runs by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    });
    // Requests being worked on now (every kind: a deploy waits for them; the crash test counts them).
    let inProgress = 0;
    new Gauge({
      name: 'pinshop_http_requests_in_progress',
      help: 'Requests received and not yet answered',
      registers: [registry],
      collect() {
        this.set(inProgress);
      },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      inProgress += 1;
      // Once however the response ends: sent, failed, or its client gone.
      reply.raw.once('close', () => (inProgress -= 1));
      done();
    });
    databaseGauges(registry, options.database);
    admissionMetrics(registry, app);
    app.decorate('metrics', { registry, reconcilerRuns });

    // A callback hook: an async one costs a promise and a microtask on every request.
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (bounded), never the raw URL: a crawler's 404s must not grow the label set.
      const route = routePattern(request) ?? 'unmatched';
      const method = request.method;
      const labels = { method, route };
      requests.inc({ method, route, status: String(reply.statusCode) });
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc(labels);
      done();
    });

    // Answered while the shop is under pressure (plugins/under-pressure.ts): that is when it is most wanted.
    app.get('/metrics', { schema: { hide: true }, config: { alwaysServe: true } }, async (request, reply) => {
      if (options.token === null) {
        return reply.status(404).send({ message: `Route ${request.method} /metrics not found` });
      }
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, options.token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Authentication required' });
      }
      const text = await registry.metrics();
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);
