/**
 * Opens the shop database: embedded PGlite in a data directory when no DATABASE_URL is
 * set, a PostgreSQL server otherwise. Both speak the same Postgres dialect, so every
 * module runs the same Drizzle queries on either (ARCHITECTURE: Storage).
 */

import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  createQueryTimer,
  DEFAULT_SLOW_QUERY_MS,
  type QueryTimer,
} from '../observability/slow-query-log';
import { timePgliteQueries, timePostgresQueries } from './query-timing';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations; safe to run on every start. */
  migrate(): Promise<void>;
  /** Answers within the timeout whether the database takes queries. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs start-up work (migrations, first seeding) while no other process does the same
   * on this database: a PostgreSQL advisory lock, so instances started together take turns.
   * PGlite needs none: its data directory is locked to one process already.
   */
  exclusiveStartup<T>(work: () => Promise<T>): Promise<T>;
  /** Connections of the pool now; PGlite is one connection serving one query at a time. */
  poolStats(): PoolStats;
  /** Statements slower than the slow-query threshold since the database was opened. */
  slowQueries(): number;
}

export interface PoolStats {
  total: number;
  /** Unknown for PGlite, which has no pool. */
  idle: number | null;
  waiting: number | null;
}

/** The slow-query log of a database: threshold (SLOW_QUERY_MS) and, for tests, the logger. */
export interface QueryLogSettings {
  slowQueryMs?: number;
  queryLogger?: Logger;
}

export type DatabaseLocation =
  | ({ kind: 'pglite'; dataDir?: string } & QueryLogSettings)
  | ({
      kind: 'postgres';
      url: string;
      /** Longest a query may run; serving defaults to 15 s, bulk loads pass 0 (no limit). */
      queryTimeoutMs?: number;
    } & QueryLogSettings);

const PING_TIMEOUT_MS = 2000;
const DEFAULT_QUERY_TIMEOUT_MS = 15_000;
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  const timer = createQueryTimer({
    thresholdMs: location.slowQueryMs ?? DEFAULT_SLOW_QUERY_MS,
    logger: location.queryLogger,
  });
  return location.kind === 'pglite'
    ? openPglite(location.dataDir, timer)
    : openPostgres(location.url, location.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS, timer);
}

async function openPglite(dataDir: string | undefined, timer: QueryTimer): Promise<DatabaseHandle> {
  // No dataDir means an in-memory database (tests); otherwise files under ./data/.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  timePgliteQueries(client, timer);
  const pgliteDb = drizzlePglite({ client, schema });
  const db: Database = pgliteDb;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: (timeoutMs = PING_TIMEOUT_MS) =>
      closed ? Promise.resolve(false) : withTimeout(db.execute(sql`select 1`), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    exclusiveStartup: (work) => work(),
    poolStats: () => ({ total: closed ? 0 : 1, idle: null, waiting: null }),
    slowQueries: () => timer.slowQueries,
  };
}

async function openPostgres(
  url: string,
  queryTimeoutMs: number,
  timer: QueryTimer,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A database that went away must make requests fail fast, not hang (issue 2, /health).
    connectionTimeoutMillis: 3000,
    // No JIT compilation: the shop's statements are short, and a broad search's count
    // (cost above jit_above_cost) spent longer compiling than executing. No parallel
    // workers: with many shoppers at once there is no idle core for them, they only add
    // start-up work to each statement. Session settings, so the server's own
    // configuration stays the operators' (decision 31).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
  });
  // Idle clients whose server went away emit errors; the next query reports it instead.
  pool.on('error', () => {});
  timePostgresQueries(pool, timer);
  // Fail at start with one clear line rather than on the first shopper's request.
  const probe = await pool.connect();
  probe.release();
  const postgresDb = drizzleNodePostgres({ client: pool, schema });
  const db: Database = postgresDb;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(postgresDb, { migrationsFolder }),
    ping: (timeoutMs = PING_TIMEOUT_MS) =>
      closed ? Promise.resolve(false) : withTimeout(pool.query('select 1'), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    exclusiveStartup: (work) => withAdvisoryLock(url, work),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    slowQueries: () => timer.slowQueries,
  };
}

/** Any fixed number: the key of the shop's start-up lock among the database's advisory locks. */
const STARTUP_LOCK_KEY = 7_041_992_001;

/*
 * The lock lives on a connection of its own, outside the pool: the work needs pool
 * connections, and with DATABASE_POOL_SIZE=1 a pooled lock holder would starve it.
 */
async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lockHolder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await lockHolder.end().catch(() => {});
  }
}

async function withTimeout(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query.then(() => true).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
