import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { carts } from '../modules/carts/schema';
import { variants } from '../modules/catalog/schema';
import { customers } from '../modules/customers/schema';
import { mailOutbox } from '../modules/mail/schema';
import { orderFulfillments, orders } from '../modules/orders/schema';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../modules/storefront-api/testing/catalog-fixture';
import { createTestDatabase } from '../testing/test-database';
import { runAdminCommand } from './admin-commands';

describe('admin CLI commands', () => {
  let database: DatabaseHandle;
  let catalog: CatalogFixture;
  const lines: string[] = [];
  const run = (...argv: string[]) =>
    runAdminCommand(argv, {
      db: database.db,
      config: loadConfig({}),
      print: (line) => lines.push(line),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('orders:create-demo invites an unknown address and gives it three orders, one with tracking', async () => {
    await run('orders:create-demo', '--email', 'demo@example.com');
    expect(lines.at(-1)).toMatch(/^Created orders #\d+, #\d+, #\d+ for demo@example\.com/);
    const [customer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.emailNormalized, 'demo@example.com'));
    expect(customer?.state).toBe('invited');
    const made = await database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer?.id ?? 0));
    expect(made).toHaveLength(3);
    expect(made.map((order) => order.orderNumber).sort()).toEqual([1001, 1002, 1003]);
    expect(await database.db.select().from(orderFulfillments)).toHaveLength(1);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'demo@example.com'));
    expect(mails.map((mail) => mail.kind)).toEqual(['customer-activation']);
  });

  it('orders:create-demo takes the ordered quantities from stock, never below zero', async () => {
    const stockOf = async (variantId: number) =>
      (
        await database.db
          .select({ stock: variants.stockQuantity })
          .from(variants)
          .where(eq(variants.id, variantId))
      )[0]?.stock;
    // The first demo above ordered 1 + 1 monitors and both cuffs; the cancelled order took nothing.
    expect(await stockOf(catalog.monitorVariantId)).toBe(78);
    expect(await stockOf(catalog.cuffVariantId)).toBe(0);

    await database.db
      .update(variants)
      .set({ stockQuantity: 2 })
      .where(eq(variants.id, catalog.monitorVariantId));
    const ordersBefore = await database.db.select().from(orders);
    // The cuffs are sold out, so the delivered demo order wants 1 + 2 monitors: 2 are left.
    await expect(run('orders:create-demo', '--email', 'stock@example.com')).rejects.toThrow(
      'Not enough stock for BP-100-1: 2 in stock, the order needs 3. No order was created.',
    );
    expect(await database.db.select().from(orders)).toHaveLength(ordersBefore.length);
    expect(await stockOf(catalog.monitorVariantId)).toBe(2);
    // With 3 the first order fits but the second does not: the three are one transaction.
    await database.db
      .update(variants)
      .set({ stockQuantity: 3 })
      .where(eq(variants.id, catalog.monitorVariantId));
    await expect(run('orders:create-demo', '--email', 'stock@example.com')).rejects.toThrow(
      /Not enough stock for BP-100-1/,
    );
    expect(await database.db.select().from(orders)).toHaveLength(ordersBefore.length);
    expect(await stockOf(catalog.monitorVariantId)).toBe(3);

    await database.db
      .update(variants)
      .set({ stockQuantity: 4 })
      .where(eq(variants.id, catalog.monitorVariantId));
    await run('orders:create-demo', '--email', 'stock@example.com');
    expect(await database.db.select().from(orders)).toHaveLength(ordersBefore.length + 3);
    expect(await stockOf(catalog.monitorVariantId)).toBe(0);
  });

  it('customers:invite names an existing account instead of inviting again', async () => {
    await run('customers:invite', '--email', 'demo@example.com');
    expect(lines.at(-1)).toMatch(/already has an account/);
    await run(
      'customers:invite',
      '--email',
      'new@example.com',
      '--language',
      'fr',
      '--store',
      'ch',
    );
    expect(lines.at(-1)).toMatch(/^Invited new@example\.com/);
  });

  it('carts:purge removes only carts past their lifetime', async () => {
    const old = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await database.db.insert(carts).values([
      {
        token: 'c1-00000000000000000000000000000001',
        storeKey: 'de',
        updatedAt: old,
        createdAt: old,
      },
      { token: 'c1-00000000000000000000000000000002', storeKey: 'de' },
    ]);
    await run('carts:purge');
    expect(lines.at(-1)).toBe('Purged 1 carts untouched for more than 14 days.');
    expect(await database.db.select().from(carts)).toHaveLength(1);
    await run('storefront:purge-expired');
    expect(lines.at(-1)).toMatch(/^Purged 0 carts, /);
  });

  it('refuses unknown commands and bad options with a message', async () => {
    await expect(run('orders:create-demo', '--email', 'nope')).rejects.toThrow(/--email/);
    await expect(run('nonsense')).rejects.toThrow(/Unknown command 'nonsense'/);
    await expect(
      run('customers:invite', '--email', 'a@example.com', '--store', 'us'),
    ).rejects.toThrow(/--store/);
  });
});
