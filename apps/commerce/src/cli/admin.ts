/**
 * `npm run admin -- <command>`: operator commands (orders:create-demo, customers:invite,
 * carts:purge, storefront:purge-expired). Works on the embedded database (stop the shop
 * first) and on DATABASE_URL alike; mistakes end with one line, not a stack trace.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryInUseError } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openShopDatabase } from '../db/open-shop-database';
import { NotEnoughStockError } from '../modules/orders/create-order';
import { NoSellableVariantsError } from '../modules/orders/demo-orders';
import { runAdminCommand } from './admin-commands';
import { runCatalogCommand } from './catalog-commands';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openShopDatabase(config, console.log);
  try {
    const argv = process.argv.slice(2);
    const dependencies = { db: database.db, config, print: console.log };
    if (argv[0]?.startsWith('catalog:')) await runCatalogCommand(argv, dependencies);
    else await runAdminCommand(argv, dependencies);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof NoSellableVariantsError ||
    error instanceof NotEnoughStockError ||
    (error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      error.code.startsWith('ERR_PARSE_ARGS'));
  console.error(
    expected && error instanceof Error
      ? error.message
      : `The command failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
