import { LANGUAGE_CODES, STORE_KEYS } from '@shop/shop-config';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import {
  productCategories,
  products,
  productTranslations,
  variantPrices,
  variants,
} from '../modules/catalog/schema';
import { createTestDatabase } from '../testing/test-database';
import { seedBulkCatalog } from './bulk-catalog';
import { seedDemoCatalog } from './demo-catalog';

let database: DatabaseHandle;
let demoProducts: number;

beforeAll(async () => {
  database = await createTestDatabase();
  demoProducts = (await seedDemoCatalog(database.db)).products;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const isBulk = like(products.articleNumber, 'BULK-%');

describe('bulk catalog', () => {
  it('appends generated products with texts, categories and prices in every store', async () => {
    const { db } = database;
    expect(await seedBulkCatalog(db, { products: 500 })).toEqual({ products: 500 });
    const [total] = await db.select({ value: count() }).from(products);
    expect(total?.value).toBe(demoProducts + 500);

    const texts = await db
      .select({ productId: productTranslations.productId, locales: count() })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(isBulk)
      .groupBy(productTranslations.productId);
    expect(texts).toHaveLength(500);
    expect(texts.every((row) => row.locales === LANGUAGE_CODES.length)).toBe(true);

    const categorised = await db
      .selectDistinct({ productId: productCategories.productId })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(isBulk);
    expect(categorised).toHaveLength(500);

    const prices = await db
      .select({ variantId: variantPrices.variantId, stores: count() })
      .from(variantPrices)
      .innerJoin(variants, eq(variants.id, variantPrices.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(isBulk)
      .groupBy(variantPrices.variantId);
    const [bulkVariants] = await db
      .select({ value: count() })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(isBulk);
    expect(prices).toHaveLength(bulkVariants?.value ?? -1);
    expect(prices.some((row) => row.stores === STORE_KEYS.length)).toBe(true);
  });

  it('adds more products on a second run without clashing article numbers', async () => {
    const { db } = database;
    await seedBulkCatalog(db, { products: 500 });
    const [bulk] = await db
      .select({
        value: count(),
        distinct: sql<number>`count(distinct ${products.articleNumber})`.mapWith(Number),
      })
      .from(products)
      .where(isBulk);
    expect(bulk?.value).toBe(1000);
    expect(bulk?.distinct).toBe(1000);
  });

  it('rejects a negative product count', async () => {
    await expect(seedBulkCatalog(database.db, { products: -1 })).rejects.toThrow(RangeError);
  });
});
