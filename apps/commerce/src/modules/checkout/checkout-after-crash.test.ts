/**
 * Fault test (issue 9): kill -9 of the commerce service in the middle of a stream of
 * checkouts. After a restart every order the service confirmed to the shopper (201
 * answered) exists exactly once, a retry of every order button press with its idempotency
 * key finds the same order (or places it, when the crash came first), no order exists
 * twice, and stock adds up: initial stock minus what the orders took is the current stock.
 *
 * The service runs as its own process, so the kill is a real SIGKILL mid-transaction.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutPaths } from '@shop/search-contract';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PRIVATE_TOKEN, developmentAccessToken } from '../../config';
import { type Database, type DatabaseLocation, openDatabase } from '../../db/client';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../../testing/test-database';
import { variants } from '../catalog/schema';
import { orderLineItems, orders } from '../orders/schema';
import { searchOffers } from '../search/schema';
import { CART_CREATE } from '../storefront-api/contract/storefront-operations';
import { freeLoopbackPort } from '../storefront-api/testing/smtp-inbox';

const commerceRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Orders confirmed before the kill; the stream keeps several more in flight. */
const CONFIRMED_BEFORE_KILL = 8;
const PARALLEL_SHOPPERS = 4;
const GERMAN_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  phone: '+491511234567',
  countryCode: 'de',
};

interface OrderPress {
  email: string;
  token: string;
  idempotencyKey: string;
}

describe('kill -9 in the middle of a stream of checkouts', () => {
  let location: DatabaseLocation;
  let environment: Record<string, string>;
  let cleanup: () => Promise<void>;
  let baseUrl: string;
  let port: number;
  let service: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freeLoopbackPort();
    baseUrl = `http://127.0.0.1:${port}`;
    if (testDatabaseKind() === 'postgres') {
      const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      location = { kind: 'postgres', url: empty.url };
      environment = { DATABASE_URL: empty.url };
      cleanup = empty.drop;
    } else {
      const directory = mkdtempSync(join(tmpdir(), 'shop-crash-'));
      const dataDir = join(directory, 'pglite');
      location = { kind: 'pglite', dataDir };
      environment = { DATA_DIR: dataDir, DATABASE_URL: '' };
      cleanup = async () => rmSync(directory, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    if (service && service.exitCode === null) service.kill('SIGKILL');
    await cleanup?.();
  });

  async function startService(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: commerceRoot,
      env: { ...process.env, ...environment, PORT: String(port), LOG_LEVEL: 'fatal' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('service did not come up');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stopService(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** Reads the database while no service holds it (the embedded one allows one process). */
  async function readDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const handle = await openDatabase(location);
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  const stockOf = (db: Database) =>
    db
      .select({ id: variants.id, stock: variants.stockQuantity })
      .from(variants)
      .then((rows) => new Map(rows.map((row) => [row.id, row.stock])));

  const checkoutHeaders = {
    'content-type': 'application/json',
    'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
  };

  /** A shopper's cart with one line, filled in up to the order button. */
  async function readyCheckout(email: string, variantId: number): Promise<string> {
    const created = await fetch(`${baseUrl}/api/2025-01/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': developmentAccessToken('de'),
      },
      body: JSON.stringify({
        query: CART_CREATE,
        variables: {
          input: {
            lines: [{ merchandiseId: `gid://shopify/ProductVariant/${variantId}`, quantity: 1 }],
            buyerIdentity: { countryCode: 'DE' },
          },
        },
      }),
    });
    const body = (await created.json()) as {
      data?: { cartCreate?: { cart?: { checkoutUrl?: string } } };
    };
    const token = body.data?.cartCreate?.cart?.checkoutUrl?.split('/checkouts/')[1];
    if (!token) throw new Error(`cartCreate failed: ${JSON.stringify(body)}`);
    const saved = await fetch(`${baseUrl}${checkoutPaths.checkout(token)}`, {
      method: 'PUT',
      headers: checkoutHeaders,
      body: JSON.stringify({
        language: 'de',
        email,
        shippingAddress: GERMAN_ADDRESS,
        paymentMethod: 'invoice',
      }),
    });
    if (saved.status !== 200) throw new Error(`checkout details: ${saved.status}`);
    return token;
  }

  function pressOrderButton(press: OrderPress) {
    return fetch(`${baseUrl}${checkoutPaths.orders(press.token)}`, {
      method: 'POST',
      headers: checkoutHeaders,
      body: JSON.stringify({
        language: 'de',
        idempotencyKey: press.idempotencyKey,
        acceptTerms: true,
        acceptWithdrawalNotice: true,
      }),
    });
  }

  it('keeps every confirmed order exactly once and stock adds up after a restart', async () => {
    // First start: migrate and seed; then note the stock before any order.
    service = await startService();
    await stopService(service, 'SIGTERM');
    const { initialStock, sellable } = await readDatabase(async (db) => ({
      initialStock: await stockOf(db),
      sellable: await db
        .selectDistinct({ id: variants.id, stock: variants.stockQuantity })
        .from(variants)
        .innerJoin(searchOffers, eq(searchOffers.productId, variants.productId))
        .where(and(eq(searchOffers.storeKey, 'de'), gte(variants.stockQuantity, 10)))
        .orderBy(desc(variants.stockQuantity))
        .limit(3),
    }));
    expect(sellable.length).toBeGreaterThan(0);

    service = await startService();
    const confirmed = new Map<string, number>();
    const presses: OrderPress[] = [];
    let killed = false;
    let next = 0;
    const running = service;
    const shopper = async () => {
      while (!killed) {
        const number = next++;
        const email = `crash-${number}@example.com`;
        try {
          const variant = sellable[number % sellable.length];
          if (!variant) throw new Error('no sellable variant');
          const token = await readyCheckout(email, variant.id);
          const press = { email, token, idempotencyKey: randomUUID() };
          presses.push(press);
          const response = await pressOrderButton(press);
          if (response.status !== 201) continue;
          const order = (await response.json()) as { orderNumber: number };
          confirmed.set(email, order.orderNumber);
          if (confirmed.size >= CONFIRMED_BEFORE_KILL && !killed) {
            killed = true;
            running.kill('SIGKILL');
          }
        } catch (error) {
          // After the kill, answers never come; before it, any failure is the test's.
          if (!killed) {
            killed = true;
            running.kill('SIGKILL');
            throw error;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_SHOPPERS }, shopper));
    await new Promise<void>((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) resolve();
      else running.once('exit', () => resolve());
    });
    expect(running.signalCode).toBe('SIGKILL');
    expect(confirmed.size).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL);

    // The restarted service: every press retried with its key finds (or places) one order.
    service = await startService();
    const afterRestart = new Map<string, number>();
    for (const press of presses) {
      const response = await pressOrderButton(press);
      expect(response.status).toBe(201);
      afterRestart.set(
        press.email,
        ((await response.json()) as { orderNumber: number }).orderNumber,
      );
    }
    for (const [email, orderNumber] of confirmed) expect(afterRestart.get(email)).toBe(orderNumber);
    await stopService(service, 'SIGTERM');

    await readDatabase(async (db) => {
      const placed = await db
        .select({ email: orders.email, orderNumber: orders.orderNumber })
        .from(orders);
      // Exactly one order per shopper who pressed the button, the one they were told.
      expect(placed.map((row) => row.email).sort()).toEqual(
        presses.map((press) => press.email).sort(),
      );
      for (const row of placed) expect(afterRestart.get(row.email ?? '')).toBe(row.orderNumber);

      // Stock adds up: initial minus what the orders took.
      const taken = await db
        .select({
          variantId: orderLineItems.variantId,
          quantity: sql<number>`sum(${orderLineItems.quantity})::int`,
        })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(isNull(orders.cancelReason))
        .groupBy(orderLineItems.variantId);
      expect(taken.reduce((sum, row) => sum + row.quantity, 0)).toBe(presses.length);
      const current = await stockOf(db);
      for (const [variantId, stock] of current) {
        const took = taken.find((row) => row.variantId === variantId)?.quantity ?? 0;
        expect({ variantId, stock }).toEqual({
          variantId,
          stock: (initialStock.get(variantId) ?? 0) - took,
        });
      }
    });
  }, 300_000);
});
