import { REVALIDATION_PATH } from '@shop/search-contract/revalidation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import {
  type RevalidationReceiver,
  startRevalidationReceiver,
} from '../../testing/revalidation-receiver';
import { createTestDatabase } from '../../testing/test-database';
import { refreshSearchDocuments } from '../search/indexer';
import { setVariantPrice, setVariantStock } from './catalog-changes';
import { priceHistory, products, variants } from './schema';
import { createStorefrontNotifier } from './storefront-notifier';

const SECRET = 'test-revalidation-secret';

let database: DatabaseHandle;
let app: FastifyInstance;
let receiver: RevalidationReceiver;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await refreshSearchDocuments(database.db);
  app = await buildApp({ database, logLevel: 'silent' });
  receiver = await startRevalidationReceiver(SECRET);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await receiver.close();
});

async function productTile(productId: number, store = 'de') {
  const response = await app.inject({
    method: 'POST',
    url: '/search/products',
    headers: { 'content-type': 'application/json', 'x-search-instance': `shop-${store}` },
    payload: JSON.stringify({
      ids: [productId],
      constraints: { query: { language: 'de', group: store } },
    }),
  });
  return response.json().data.items[0];
}

/** A one-variant device of the demo catalog that is in stock. */
async function singleVariantProduct() {
  const rows = await database.db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      articleNumber: variants.articleNumber,
      kind: products.kind,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.kind, 'blood-pressure-monitor'));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.productId, (counts.get(row.productId) ?? 0) + 1);
  const single = rows.find((row) => counts.get(row.productId) === 1);
  if (!single) throw new Error('the demo catalog has no single-variant monitor');
  return single;
}

describe('catalog changes keep search current and notify the storefront', () => {
  it('a stock change shows in search at once and sends a signed revalidation', async () => {
    const notify = createStorefrontNotifier({
      storefrontUrl: receiver.url,
      secret: SECRET,
      log: () => {},
    });
    const { variantId, productId, articleNumber } = await singleVariantProduct();
    receiver.received.length = 0;
    expect(await setVariantStock(database.db, notify, { articleNumber, quantity: 0 })).toEqual({
      status: 'changed',
      productId,
      variantId,
    });
    expect((await productTile(productId)).stockStatus).toBe('outOfStock');
    await setVariantStock(database.db, notify, { articleNumber, quantity: 3 });
    expect((await productTile(productId)).stockStatus).toBe('fewInStock');
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]).toEqual({
      path: REVALIDATION_PATH,
      signed: true,
      tags: ['catalog', `product:${productId}`],
    });
  });

  it('a price change updates the store’s listing price and the price history', async () => {
    const notify = createStorefrontNotifier({
      storefrontUrl: receiver.url,
      secret: SECRET,
      log: () => {},
    });
    const { productId, articleNumber } = await singleVariantProduct();
    const result = await setVariantPrice(database.db, notify, {
      articleNumber,
      storeKey: 'ch',
      amountMinor: 12345,
    });
    expect(result.status).toBe('changed');
    expect((await productTile(productId, 'ch')).price).toEqual({
      amountMinor: 12345,
      currency: 'CHF',
    });
    expect((await productTile(productId, 'de')).price.amountMinor).not.toBe(12345);
    const history = await database.db
      .select({ amountMinor: priceHistory.amountMinor, storeKey: priceHistory.storeKey })
      .from(priceHistory)
      .innerJoin(variants, eq(variants.id, priceHistory.variantId))
      .where(eq(variants.articleNumber, articleNumber));
    expect(history).toContainEqual({ amountMinor: 12345, storeKey: 'ch' });
  });

  it('changes nothing for an unknown article number or a store that does not sell it', async () => {
    const silent = createStorefrontNotifier({
      storefrontUrl: receiver.url,
      secret: SECRET,
      log: () => {},
    });
    receiver.received.length = 0;
    expect(
      await setVariantStock(database.db, silent, { articleNumber: 'NOPE', quantity: 5 }),
    ).toEqual({
      status: 'unknown-variant',
    });
    await expect(
      setVariantStock(database.db, silent, { articleNumber: 'X', quantity: -1 }),
    ).rejects.toThrow(RangeError);
    expect(receiver.received).toHaveLength(0);
  });

  it('keeps the change when the storefront cannot be reached, and logs it', async () => {
    const logged: string[] = [];
    const notify = createStorefrontNotifier({
      storefrontUrl: 'http://127.0.0.1:1',
      secret: SECRET,
      log: (line) => logged.push(line),
    });
    const { productId, articleNumber } = await singleVariantProduct();
    await setVariantStock(database.db, notify, { articleNumber, quantity: 50 });
    expect((await productTile(productId)).stockStatus).toBe('inStock');
    expect(logged.join('\n')).toMatch(/revalidation failed/);
  });
});
