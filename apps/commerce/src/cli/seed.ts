/**
 * `npm run seed -- --products N`: loads the demo catalog if the catalog is empty, then
 * appends N generated products for benchmarks. Works on the embedded database (stop the
 * shop first) and on DATABASE_URL alike.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryInUseError } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openShopDatabase } from '../db/open-shop-database';
import { refreshSearchDocuments } from '../modules/search/indexer';
import { seedBulkCatalog } from '../seed/bulk-catalog';

const MAX_GENERATED_PRODUCTS = 1_000_000;

function parseProductCount(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string' } } });
  if (values.products === undefined) return 0;
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0 || count > MAX_GENERATED_PRODUCTS) {
    throw new ConfigError(
      `--products must be a whole number from 0 to ${MAX_GENERATED_PRODUCTS} (got '${values.products}')`,
    );
  }
  return count;
}

async function main(): Promise<void> {
  const productCount = parseProductCount(process.argv.slice(2));
  const config = loadConfig();
  // Bulk statements write millions of rows: no per-query timeout, unlike serving.
  const location =
    config.database.kind === 'postgres'
      ? { ...config.database, queryTimeoutMs: 0 }
      : config.database;
  const database = await openShopDatabase(
    { database: location, seedDemoCatalog: true },
    console.log,
  );
  try {
    if (productCount > 0) {
      const startedAt = Date.now();
      console.log(`Generating ${productCount} products…`);
      const result = await seedBulkCatalog(database.db, { products: productCount });
      console.log('Indexing the catalog for search…');
      await refreshSearchDocuments(database.db);
      // Fresh statistics, so the planner uses the search indexes from the first request.
      await database.db.execute(sql`analyze`);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(`Added ${result.products} products in ${seconds} s.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirectoryInUseError ||
    (error instanceof Error && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION');
  console.error(
    expected && error instanceof Error
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
