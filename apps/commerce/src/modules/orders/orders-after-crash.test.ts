/**
 * Fault test (issue 9): kill -9 of the commerce service in the middle of a stream of
 * orders. After a restart every order the service confirmed (answered 200) exists exactly
 * once, no order exists twice, an order in flight at the crash exists wholly or not at all,
 * and stock adds up: initial stock minus what the orders took is the current stock.
 *
 * The stream places orders through the operator endpoint (`orders:create-demo`, three
 * orders per shopper in one transaction), the order path that exists before the checkout
 * API; the service runs as its own process, so the kill is a real SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseLocation, openDatabase } from '../../db/client';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../../testing/test-database';
import { variants } from '../catalog/schema';
import { customers } from '../customers/schema';
import { DEV_COMMAND_PATH } from '../operator/dev-command-routes';
import { freeLoopbackPort } from '../storefront-api/testing/smtp-inbox';
import { orderLineItems, orders } from './schema';

const commerceRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Orders confirmed before the kill; the stream keeps several more in flight. */
const CONFIRMED_BEFORE_KILL = 8;
const PARALLEL_SHOPPERS = 4;

describe('kill -9 in the middle of a stream of orders', () => {
  let location: DatabaseLocation;
  let environment: Record<string, string>;
  let cleanup: () => Promise<void>;
  let port: number;
  let service: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freeLoopbackPort();
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
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
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
  async function readDatabase<T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) {
    const handle = await openDatabase(location);
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  const stockOf = (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
    db
      .select({ id: variants.id, stock: variants.stockQuantity })
      .from(variants)
      .then((rows) => new Map(rows.map((row) => [row.id, row.stock])));

  function placeOrders(email: string) {
    return fetch(`http://127.0.0.1:${port}${DEV_COMMAND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ argv: ['orders:create-demo', '--email', email] }),
    });
  }

  it('keeps every confirmed order exactly once and stock adds up after a restart', async () => {
    // First start: migrate and seed; then note the stock before any order.
    service = await startService();
    await stopService(service, 'SIGTERM');
    const initialStock = await readDatabase(stockOf);

    service = await startService();
    const confirmed = new Map<string, number[]>();
    const attempted: string[] = [];
    let killed = false;
    let next = 0;
    const running = service;
    const shopper = async () => {
      while (!killed) {
        const email = `crash-${next++}@example.com`;
        attempted.push(email);
        try {
          const response = await placeOrders(email);
          const body = (await response.json()) as { lines?: string[] };
          if (response.status !== 200) continue;
          const numbers = [...(body.lines?.[0] ?? '').matchAll(/#(\d+)/g)].map((match) =>
            Number(match[1]),
          );
          confirmed.set(email, numbers);
          if (confirmed.size >= CONFIRMED_BEFORE_KILL && !killed) {
            killed = true;
            running.kill('SIGKILL');
          }
        } catch {
          // The answer never came: the service died with this order in flight.
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
    expect(attempted.length).toBeGreaterThan(confirmed.size);

    // The restarted service answers again, on the same database.
    service = await startService();
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    await stopService(service, 'SIGTERM');

    await readDatabase(async (db) => {
      const placed = await db
        .select({
          email: customers.email,
          orderNumber: orders.orderNumber,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId));
      const numbersByEmail = new Map<string, number[]>();
      for (const row of placed) {
        numbersByEmail.set(row.email, [...(numbersByEmail.get(row.email) ?? []), row.orderNumber]);
      }
      // Every confirmed order exists, exactly once.
      for (const [email, numbers] of confirmed) {
        expect(numbers).toHaveLength(3);
        expect((numbersByEmail.get(email) ?? []).sort()).toEqual([...numbers].sort());
      }
      // No order number twice; an unconfirmed shopper has all three orders or none.
      const allNumbers = placed.map((row) => row.orderNumber);
      expect(new Set(allNumbers).size).toBe(allNumbers.length);
      for (const email of attempted) {
        expect([0, 3]).toContain(numbersByEmail.get(email)?.length ?? 0);
      }

      // Stock adds up: initial minus what the orders took (cancelled ones took nothing).
      const taken = await db
        .select({
          variantId: orderLineItems.variantId,
          quantity: sql<number>`sum(${orderLineItems.quantity})::int`,
        })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(isNull(orders.cancelReason))
        .groupBy(orderLineItems.variantId);
      expect(taken.length).toBeGreaterThan(0);
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
