/**
 * Benchmark target: the commerce app on an ephemeral loopback port with a small catalog
 * (stock large enough never to run out) and CART_COUNT carts of one line each. Uses PGlite
 * in memory, or a throwaway database on TEST_DATABASE_URL. Prints one JSON line when ready.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/commerce/src/app';
import { CART_CREATE } from '../../apps/commerce/src/modules/storefront-api/contract/storefront-operations';
import { insertCatalogFixture } from '../../apps/commerce/src/modules/storefront-api/testing/catalog-fixture';
import { callStorefront } from '../../apps/commerce/src/modules/storefront-api/testing/storefront-client';
import {
  createTestDatabase,
  testDatabaseKind,
} from '../../apps/commerce/src/testing/test-database';

const CART_COUNT = 500;

const database = await createTestDatabase();
const catalog = await insertCatalogFixture(database.db);
await database.db.execute(sql`update variants set stock_quantity = 1000000`);
const app = await buildApp({ database, logLevel: 'warn' });
const merchandiseId = `gid://shopify/ProductVariant/${catalog.monitorVariantId}`;
const cartIds: string[] = [];
for (let index = 0; index < CART_COUNT; index += 1) {
  const { body } = await callStorefront(app, CART_CREATE, {
    input: { lines: [{ merchandiseId, quantity: 1 }] },
  });
  cartIds.push(body.data.cartCreate.cart.id);
}
// BENCH_CPU_PROFILE=<file>: profile only the measured load, not the setup above.
const profilePath = process.env.BENCH_CPU_PROFILE;
const profiler = profilePath ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
console.log(
  JSON.stringify({ port: address.port, cartIds, merchandiseId, database: testDatabaseKind() }),
);

const stop = async () => {
  if (profiler && profilePath) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(profilePath, JSON.stringify(profile));
  }
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
