/**
 * The benchmark database: embedded PGlite in bench/.data, or a database on the PostgreSQL
 * server of BENCH_DATABASE_URL (or TEST_DATABASE_URL). Loaded once with the demo catalog
 * plus generated products up to the requested size, then analysed for the planner.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/commerce/src/db/client';
import { products } from '../../apps/commerce/src/modules/catalog/schema';
import { refreshSearchDocuments } from '../../apps/commerce/src/modules/search/indexer';
import { seedBulkCatalog } from '../../apps/commerce/src/seed/bulk-catalog';
import { seedDemoCatalog } from '../../apps/commerce/src/seed/demo-catalog';

const benchDataDir = fileURLToPath(new URL('../.data/', import.meta.url));

export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    mkdirSync(benchDataDir, { recursive: true });
    return openDatabase({ kind: 'pglite', dataDir: `${benchDataDir}pglite` });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'shop_bench'");
  if (exists.rowCount === 0) await admin.query('create database shop_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/shop_bench';
  return openDatabase({ kind: 'postgres', url: url.toString(), queryTimeoutMs: 0 });
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
