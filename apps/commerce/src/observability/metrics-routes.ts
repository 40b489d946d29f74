/**
 * GET /metrics in Prometheus text format: request rate and latency per route and status
 * class, server errors, the database pool, slow statements and the mail outbox. Not public:
 * with METRICS_TOKEN set it wants that bearer token, otherwise it answers only loopback
 * callers that did not come through a proxy (an operator's curl, a local Prometheus agent).
 */
import { timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../modules/mail/schema';
import { RequestError } from '../plugins/error-handler';
import { CounterFamily, HistogramFamily, header, sample } from './prometheus-text';

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Seconds; shop pages want API answers under 100 ms, so the buckets are fine below that. */
const LATENCY_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  database: DatabaseHandle;
  /** Null: loopback callers only. */
  token: string | null;
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function tokenMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function checkAccess(request: FastifyRequest, token: string | null): void {
  if (token !== null) {
    if (!tokenMatches(request.headers.authorization, token))
      throw new RequestError(401, 'Metrics need the METRICS_TOKEN bearer token.');
    return;
  }
  const proxied =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!isLoopback(request.socket.remoteAddress) || proxied)
    throw new RequestError(
      403,
      'Metrics are served to loopback callers only unless METRICS_TOKEN is set.',
    );
}

/**
 * Called on the root instance before any route plugin (not through `register`, whose
 * encapsulation would keep the hook from seeing the other plugins' routes).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const latency = new HistogramFamily(
    'commerce_http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status class.',
    LATENCY_BOUNDS,
  );
  const serverErrors = new CounterFamily(
    'commerce_http_server_errors_total',
    'Requests answered with a 5xx status, by method and route pattern.',
  );
  const startedAt = Date.now();

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids in paths would make series without end.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = {
      method: request.method,
      route,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.add({ method: request.method, route });
    done();
  });

  app.get('/metrics', async (request, reply) => {
    checkAccess(request, options.token);
    const lines = [
      ...latency.lines(),
      ...serverErrors.lines(),
      ...(await databaseLines(options.database)),
    ];
    const memory = process.memoryUsage();
    lines.push(
      ...header('process_resident_memory_bytes', 'gauge', 'Resident memory of this process.'),
      sample('process_resident_memory_bytes', {}, memory.rss),
      ...header('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.'),
      sample('nodejs_heap_used_bytes', {}, memory.heapUsed),
      ...header('process_uptime_seconds', 'gauge', 'Seconds since the service started.'),
      sample('process_uptime_seconds', {}, Math.round((Date.now() - startedAt) / 1000)),
    );
    return reply.header('content-type', METRICS_CONTENT_TYPE).send(`${lines.join('\n')}\n`);
  });
}

async function databaseLines(database: DatabaseHandle): Promise<string[]> {
  const pool = database.poolStats();
  const lines = [
    ...header(
      'commerce_db_pool_connections',
      'gauge',
      'Database connections by state (total, idle, waiting clients); PGlite is one connection.',
    ),
    sample('commerce_db_pool_connections', { kind: database.kind, state: 'total' }, pool.total),
  ];
  if (pool.idle !== null)
    lines.push(
      sample('commerce_db_pool_connections', { kind: database.kind, state: 'idle' }, pool.idle),
    );
  if (pool.waiting !== null)
    lines.push(
      sample(
        'commerce_db_pool_connections',
        { kind: database.kind, state: 'waiting' },
        pool.waiting,
      ),
    );
  lines.push(
    ...header('commerce_db_slow_queries_total', 'counter', 'Statements slower than SLOW_QUERY_MS.'),
    sample('commerce_db_slow_queries_total', {}, database.slowQueries()),
  );
  let outbox: { status: string; mails: number }[] | undefined;
  try {
    outbox = await database.db
      .select({ status: mailOutbox.status, mails: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
  } catch {
    // A database that is down must not make the metrics fail; the gauge below says so.
  }
  lines.push(
    ...header('commerce_db_up', 'gauge', '1 when the database answered this scrape.'),
    sample('commerce_db_up', {}, outbox === undefined ? 0 : 1),
  );
  if (outbox !== undefined) {
    lines.push(...header('commerce_mail_outbox_mails', 'gauge', 'Mails in the outbox by status.'));
    for (const row of outbox)
      lines.push(sample('commerce_mail_outbox_mails', { status: row.status }, row.mails));
  }
  return lines;
}
