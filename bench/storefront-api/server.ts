/**
 * Benchmark target: the commerce app on an ephemeral loopback port with a small catalog
 * (stock large enough never to run out) and CART_COUNT carts of one line each. Uses PGlite
 * in memory, or a throwaway database on TEST_DATABASE_URL. Prints one JSON line when ready.
 * BENCH_WORKERS=N (PostgreSQL only) serves with N processes the way COMMERCE_WORKERS does
 * in production (apps/commerce/src/workers.ts).
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../apps/commerce/src/app';
import { type DatabaseHandle, openDatabase } from '../../apps/commerce/src/db/client';
import { queryRows } from '../../apps/commerce/src/modules/search/rows';
import { CART_CREATE } from '../../apps/commerce/src/modules/storefront-api/contract/storefront-operations';
import { insertCatalogFixture } from '../../apps/commerce/src/modules/storefront-api/testing/catalog-fixture';
import { callStorefront } from '../../apps/commerce/src/modules/storefront-api/testing/storefront-client';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseKind,
} from '../../apps/commerce/src/testing/test-database';
import {
  isClusterPrimary,
  reportWorkerReady,
  superviseWorkers,
} from '../../apps/commerce/src/workers';

const CART_COUNT = 500;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const serverUrl = process.env.TEST_DATABASE_URL;
if (WORKERS > 1 && !serverUrl) throw new Error('BENCH_WORKERS above 1 needs TEST_DATABASE_URL');

/** A loopback port free now, for workers that must all listen on the same one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function prepare(database: DatabaseHandle) {
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
  return { app, cartIds, merchandiseId };
}

async function serveAlone() {
  const database = await createTestDatabase();
  const { app, cartIds, merchandiseId } = await prepare(database);
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
  // The bench reads the CPU time of this database's PostgreSQL backends (run.mjs).
  const databaseName =
    testDatabaseKind() === 'postgres'
      ? ((
          await queryRows(
            database.db,
            sql`select current_database() as name`,
            z.object({ name: z.string() }),
          )
        )[0]?.name ?? null)
      : null;
  console.log(
    JSON.stringify({
      port: address.port,
      cartIds,
      merchandiseId,
      database: testDatabaseKind(),
      databaseName,
    }),
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
}

async function superviseBenchWorkers(postgresUrl: string) {
  const { url, drop } = await createEmptyPostgresDatabase(postgresUrl);
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  const { app, cartIds, merchandiseId } = await prepare(database);
  await app.close();
  await database.close();
  const port = await freePort();
  await superviseWorkers(WORKERS, (message) => console.error(message), {
    environment: { BENCH_DATABASE_URL: url, BENCH_PORT: String(port) },
    onStopped: drop,
  });
  console.log(
    JSON.stringify({
      port,
      cartIds,
      merchandiseId,
      database: 'postgres',
      databaseName: new URL(url).pathname.slice(1),
      workers: WORKERS,
    }),
  );
}

async function serveAsWorker() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('worker without BENCH_DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ database, logLevel: 'warn' });
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  reportWorkerReady();
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

if (WORKERS <= 1) await serveAlone();
else if (isClusterPrimary() && serverUrl) await superviseBenchWorkers(serverUrl);
else await serveAsWorker();
