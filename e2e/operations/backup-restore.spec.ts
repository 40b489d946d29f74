/**
 * Issue 9, PostgreSQL operations: backups restore into a working shop. A seeded database
 * gets a customer, a cart and orders; pg_dump saves it, the database is dropped, pg_restore
 * brings it back, and a commerce service started on it (seeding off, so nothing is
 * re-created) serves search, the customer's login, the orders and the cart.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createThrowawayDatabase,
  NO_POSTGRES_REASON,
  postgresServerUrl,
  postgresTool,
  type ShopProcess,
  startCommerce,
} from './shop-processes';
import {
  cartQuantity,
  createCart,
  logIn,
  operatorCommand,
  orderNames,
  registerCustomer,
  searchTitles,
  stockedVariantOf,
} from './storefront-api';

const COMMERCE_PORT = Number(process.env.OPS_COMMERCE_PORT ?? 4116);
const PASSWORD = 'Sommer#2026';

test.skip(!postgresServerUrl, NO_POSTGRES_REASON);

const started: ShopProcess[] = [];
const cleanups: (() => void)[] = [];

test.afterAll(async () => {
  for (const shop of started) await shop.stop();
  for (const cleanup of cleanups.reverse()) cleanup();
});

test('pg_dump, drop, pg_restore: search, login, orders and cart work again', async () => {
  test.setTimeout(300_000);
  const serverUrl = postgresServerUrl ?? '';
  const database = createThrowawayDatabase(serverUrl, 'shop_ops_backup');
  cleanups.push(database.drop);
  const directory = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));

  // A shop with data worth keeping: demo catalog (seeded at first start), a customer with
  // orders, and a cart.
  const original = await startCommerce('commerce (original)', {
    port: COMMERCE_PORT,
    database: { url: database.url },
    storefrontPort: 3116,
  });
  started.push(original);
  const email = `backup.${Date.now()}@example.com`;
  await registerCustomer(original.url, email, PASSWORD);
  expect(await operatorCommand(original.url, ['orders:create-demo', '--email', email])).toEqual([
    expect.stringMatching(/^Created orders #1001, #1002, #1003 for /),
  ]);
  const { variantId } = await stockedVariantOf(original.url, '/de/p/1');
  const cartId = await createCart(original.url, variantId, 2);
  const titlesBefore = await searchTitles(original.url, 'Blutdruck');
  expect(titlesBefore.length).toBeGreaterThan(0);
  await original.stop();

  // The backup: custom format, as docs/operations.md tells operators to take it.
  const dumpFile = join(directory, 'shop.dump');
  postgresTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, database.url]);
  expect(statSync(dumpFile).size).toBeGreaterThan(10_000);

  // Disaster: the database is gone.
  database.drop();
  expect(
    postgresTool('psql', [
      serverUrl,
      '-tAc',
      `SELECT count(*) FROM pg_database WHERE datname = '${database.name}'`,
    ]).trim(),
  ).toBe('0');

  // Restore into a new, empty database of the same name.
  postgresTool('psql', [serverUrl, '-qc', `CREATE DATABASE ${database.name}`]);
  postgresTool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    `--dbname=${database.url}`,
    dumpFile,
  ]);

  const restored = await startCommerce('commerce (restored)', {
    port: COMMERCE_PORT,
    database: { url: database.url },
    storefrontPort: 3116,
    env: { SEED_DEMO_CATALOG: 'false' },
  });
  started.push(restored);
  expect(await searchTitles(restored.url, 'Blutdruck')).toEqual(titlesBefore);
  expect(await logIn(restored.url, email, 'Falsch#2026')).toBeNull();
  const token = await logIn(restored.url, email, PASSWORD);
  expect(token).not.toBeNull();
  expect(await orderNames(restored.url, token ?? '')).toEqual(['#1001', '#1002', '#1003']);
  expect(await cartQuantity(restored.url, cartId)).toBe(2);
  // The order numbers go on where they left off: the sequences came back too.
  const more = await operatorCommand(restored.url, ['orders:create-demo', '--email', email]);
  expect(more).toEqual([expect.stringMatching(/^Created orders #1004, #1005, #1006 for /)]);
});
