import {
  FEW_IN_STOCK_THRESHOLD,
  isStoreKey,
  LANGUAGE_CODES,
  STORE_KEYS,
  STORES,
} from '@shop/shop-config';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  bundleSlots,
  facetValueTranslations,
  GENDER_FIT_ROW_ID,
  media,
  mediaFiles,
  priceHistory,
  productFacets,
  products,
  productTranslations,
  rentalOptions,
  technicalRows,
  variantPrices,
  variants,
} from '../../modules/catalog/schema';
import { reviews } from '../../modules/reviews/schema';
import { createTestDatabase } from '../../testing/test-database';
import { buildDemoCatalog } from './catalog';
import { type DemoCatalogCounts, seedDemoCatalog } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
let database: DatabaseHandle;
let counts: DemoCatalogCounts;

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedDemoCatalog(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('demo catalog', () => {
  it('writes at least 60 products and reports what it wrote', async () => {
    const { db } = database;
    const [productCount] = await db.select({ value: count() }).from(products);
    const [variantCount] = await db.select({ value: count() }).from(variants);
    const [reviewCount] = await db.select({ value: count() }).from(reviews);
    expect(counts.products).toBeGreaterThanOrEqual(60);
    expect(productCount?.value).toBe(counts.products);
    expect(variantCount?.value).toBe(counts.variants);
    expect(reviewCount?.value).toBe(counts.reviews);
  });

  it('gives every product a title in all seven languages, German ones in German', async () => {
    const rows = await database.db
      .select({
        productId: productTranslations.productId,
        locale: productTranslations.locale,
        title: productTranslations.title,
        kind: products.kind,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId));
    const localesByProduct = new Map<number, Set<string>>();
    for (const row of rows) {
      expect(row.title.trim()).not.toBe('');
      const locales = localesByProduct.get(row.productId) ?? new Set<string>();
      locales.add(row.locale);
      localesByProduct.set(row.productId, locales);
    }
    expect(localesByProduct.size).toBe(counts.products);
    for (const locales of localesByProduct.values())
      expect([...locales].sort()).toEqual([...LANGUAGE_CODES].sort());
    const germanMonitorTitles = rows.filter(
      (row) => row.locale === 'de' && row.kind === 'blood-pressure-monitor',
    );
    expect(germanMonitorTitles.length).toBeGreaterThan(0);
    for (const row of germanMonitorTitles) expect(row.title).toContain('Blutdruckmessgerät');
  });

  it('prices every variant in the currency of each store it is sold in', async () => {
    const rows = await database.db
      .select({ storeKey: variantPrices.storeKey, currency: variantPrices.currency })
      .from(variantPrices);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(isStoreKey(row.storeKey)).toBe(true);
      if (isStoreKey(row.storeKey)) expect(row.currency).toBe(STORES[row.storeKey].prices.currency);
    }
    const storesPerVariant = await database.db
      .select({ variantId: variantPrices.variantId, stores: count() })
      .from(variantPrices)
      .groupBy(variantPrices.variantId);
    expect(storesPerVariant).toHaveLength(counts.variants);
    expect(storesPerVariant.some((row) => row.stores === STORE_KEYS.length)).toBe(true);
    expect(storesPerVariant.some((row) => row.stores < STORE_KEYS.length)).toBe(true);
  });

  it('ends every price history with the current price, some sales below it within 30 days', async () => {
    const { db } = database;
    const history = await db
      .select({
        variantId: priceHistory.variantId,
        storeKey: priceHistory.storeKey,
        amountMinor: priceHistory.amountMinor,
        validFrom: priceHistory.validFrom,
      })
      .from(priceHistory)
      .orderBy(priceHistory.variantId, priceHistory.storeKey, priceHistory.validFrom);
    const prices = await db.select().from(variantPrices);
    const windowStart = Date.now() - 30 * DAY_MS;
    let saleWithLowerRecentPrice = 0;
    for (const price of prices) {
      const points = history.filter(
        (point) => point.variantId === price.variantId && point.storeKey === price.storeKey,
      );
      expect(points.length).toBeGreaterThanOrEqual(2);
      expect(points.at(-1)?.amountMinor).toBe(price.amountMinor);
      // The price valid at the window's start counts as well as every later one.
      const inWindow = points.filter(
        (point, index) =>
          point.validFrom.getTime() >= windowStart ||
          (points[index + 1]?.validFrom.getTime() ?? Number.POSITIVE_INFINITY) > windowStart,
      );
      const lowest = Math.min(...inWindow.map((point) => point.amountMinor));
      if (price.strikethroughMinor !== null && lowest < price.amountMinor) {
        saleWithLowerRecentPrice += 1;
      }
    }
    expect(prices.some((price) => price.strikethroughMinor !== null)).toBe(true);
    expect(saleWithLowerRecentPrice).toBeGreaterThan(0);
  });

  it('has at least two bundles with two or three slots of real products', async () => {
    const { db } = database;
    const bundles = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'bundle'));
    expect(bundles.length).toBeGreaterThanOrEqual(2);
    for (const bundle of bundles) {
      const slots = await db
        .select({ slot: bundleSlots.slot, productKind: products.kind })
        .from(bundleSlots)
        .innerJoin(products, eq(products.id, bundleSlots.productId))
        .where(eq(bundleSlots.bundleProductId, bundle.id));
      const slotNumbers = new Set(slots.map((slot) => slot.slot));
      expect(slotNumbers.size).toBeGreaterThanOrEqual(2);
      expect(slotNumbers.size).toBeLessThanOrEqual(3);
      expect(slots.every((slot) => slot.productKind !== 'bundle')).toBe(true);
    }
  });

  it('covers every stock status and rental periods of 6 and 12 months', async () => {
    const { db } = database;
    const stock = await db
      .select({
        availableOnline: products.availableOnline,
        total: sql<number>`sum(${variants.stockQuantity})`.mapWith(Number),
      })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .groupBy(products.id);
    const online = stock.filter((row) => row.availableOnline);
    expect(online.some((row) => row.total === 0)).toBe(true);
    expect(online.some((row) => row.total > 0 && row.total <= FEW_IN_STOCK_THRESHOLD)).toBe(true);
    expect(online.some((row) => row.total > FEW_IN_STOCK_THRESHOLD)).toBe(true);
    expect(stock.some((row) => !row.availableOnline)).toBe(true);

    const rentals = await db
      .select({ productId: rentalOptions.productId, months: rentalOptions.months })
      .from(rentalOptions);
    const monthsByProduct = new Map<number, Set<number>>();
    for (const rental of rentals) {
      monthsByProduct.set(
        rental.productId,
        (monthsByProduct.get(rental.productId) ?? new Set()).add(rental.months),
      );
    }
    const rentable = [...monthsByProduct.values()].filter(
      (months) => months.has(6) && months.has(12),
    );
    expect(rentable.length).toBeGreaterThanOrEqual(2);
  });

  it('stores an image file for every product and a valid PDF for every manual', async () => {
    const { db } = database;
    const images = await db
      .select({ productId: media.productId, body: mediaFiles.body })
      .from(media)
      .innerJoin(mediaFiles, eq(mediaFiles.url, media.url))
      .where(and(eq(media.kind, 'image'), eq(mediaFiles.mimeType, 'image/svg+xml')));
    expect(new Set(images.map((image) => image.productId)).size).toBe(counts.products);
    for (const image of images) expect(image.body).toContain('<svg');

    const manuals = await db
      .select({ body: mediaFiles.body, locale: media.locale })
      .from(media)
      .innerJoin(mediaFiles, eq(mediaFiles.url, media.url))
      .where(eq(media.kind, 'download'));
    expect(manuals.length).toBeGreaterThan(0);
    for (const manual of manuals) {
      expect(manual.locale).not.toBeNull();
      expect(Buffer.from(manual.body, 'base64').toString('latin1').startsWith('%PDF-')).toBe(true);
    }
  });

  it('labels every filter value in all languages and writes the gender fit in local words', async () => {
    const { db } = database;
    const used = await db
      .selectDistinct({ facet: productFacets.facet, value: productFacets.value })
      .from(productFacets);
    for (const { facet, value } of used) {
      const labels = await db
        .select({ locale: facetValueTranslations.locale })
        .from(facetValueTranslations)
        .where(
          and(eq(facetValueTranslations.facet, facet), eq(facetValueTranslations.value, value)),
        );
      expect(labels).toHaveLength(LANGUAGE_CODES.length);
    }
    const fits = await db
      .select({ locale: technicalRows.locale, value: technicalRows.value })
      .from(technicalRows)
      .where(eq(technicalRows.rowId, GENDER_FIT_ROW_ID));
    expect(fits.some((row) => row.locale === 'de' && row.value === 'Damen')).toBe(true);
    expect(fits.some((row) => row.locale === 'fr' && row.value === 'Hommes')).toBe(true);
    const [clothing] = await db
      .select({ value: count() })
      .from(products)
      .where(eq(products.kind, 'ems-clothing'));
    const withFit = new Set(
      (
        await db
          .selectDistinct({ productId: technicalRows.productId })
          .from(technicalRows)
          .where(eq(technicalRows.rowId, GENDER_FIT_ROW_ID))
      ).map((row) => row.productId),
    );
    expect(withFit.size).toBeGreaterThan(0);
    expect(withFit.size).toBeLessThan(clothing?.value ?? 0);
  });

  it('has reviews in several languages, mostly published, some pending', async () => {
    const rows = await database.db
      .select({ locale: reviews.locale, status: reviews.status, rating: reviews.rating })
      .from(reviews)
      .where(gte(reviews.rating, 1));
    expect(rows).toHaveLength(counts.reviews);
    expect(new Set(rows.map((row) => row.locale)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.status === 'published').length).toBeGreaterThan(
      rows.length / 2,
    );
    expect(rows.every((row) => row.rating <= 5)).toBe(true);
  });

  it('builds the same catalog on every run', () => {
    expect(JSON.stringify(buildDemoCatalog())).toBe(JSON.stringify(buildDemoCatalog()));
  });

  it('refuses to seed a catalog twice', async () => {
    await expect(seedDemoCatalog(database.db)).rejects.toThrow(/already seeded/);
  });
});
