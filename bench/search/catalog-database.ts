/**
 * The benchmark database: embedded PGlite in bench/.data, or a database on the PostgreSQL
 * server of BENCH_DATABASE_URL (or TEST_DATABASE_URL). Loaded once with the demo catalog
 * plus generated products up to the requested size, then analysed for the planner.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { type DatabaseHandle, openDatabase } from '../../apps/commerce/src/db/client';
import { products } from '../../apps/commerce/src/modules/catalog/schema';
import { refreshSearchDocuments } from '../../apps/commerce/src/modules/search/indexer';
import { seedBulkCatalog } from '../../apps/commerce/src/seed/bulk-catalog';
import { seedDemoCatalog } from '../../apps/commerce/src/seed/demo-catalog';

/**
 * Every statement passes the slow-query timer (threshold 0) into a silent logger, so
 * `handle.slowQueries()` counts the statements, i.e. the round trips, a request made.
 */
const countEveryStatement = { slowQueryMs: 0, queryLogger: pino({ level: 'silent' }) };

const benchDataDir = fileURLToPath(new URL('../.data/', import.meta.url));

export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    mkdirSync(benchDataDir, { recursive: true });
    return openDatabase({
      kind: 'pglite',
      dataDir: `${benchDataDir}pglite`,
      ...countEveryStatement,
    });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  // A URL that names a database (other than the server's default) is used as it is, so a
  // copy of the loaded catalog (createdb -T shop_bench) can be measured without reloading.
  const url = new URL(serverUrl);
  const named = url.pathname.replace(/^\//, '');
  const database = named === '' || named === 'postgres' ? 'shop_bench' : named;
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`Unsupported database name ${database}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await admin.query(`create database ${database}`);
  await admin.end();
  url.pathname = `/${database}`;
  return openDatabase({
    kind: 'postgres',
    url: url.toString(),
    queryTimeoutMs: 0,
    ...countEveryStatement,
  });
}

export async function loadCatalog(
  handle: DatabaseHandle,
  wantedProducts: number,
  log: (line: string) => void,
): Promise<number> {
  await handle.migrate();
  const productCount = async () =>
    (await handle.db.select({ total: count() }).from(products))[0]?.total ?? 0;
  let existing = await productCount();
  if (existing === 0) {
    await seedDemoCatalog(handle.db);
    existing = await productCount();
  }
  if (existing < wantedProducts) {
    const startedAt = Date.now();
    log(`Loading ${wantedProducts - existing} generated products…`);
    await seedBulkCatalog(handle.db, { products: wantedProducts - existing });
    await refreshSearchDocuments(handle.db);
    log(`Loaded in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
  }
  await handle.db.execute(sql`analyze`);
  return productCount();
}
