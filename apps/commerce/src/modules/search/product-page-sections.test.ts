import { pageAnswerSchema } from '@shop/search-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSlots, GENDER_FIT_ROW_ID, productRelations, technicalRows } from '../catalog/schema';
import { reviews } from '../reviews/schema';
import { PRODUCT_PAGE_REVIEW_COUNT } from './reviews-summary';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

let shop: SearchTestApp;

beforeAll(async () => {
  shop = await startSearchTestApp();
});
afterAll(async () => {
  await shop?.close();
});

const requestPage = (url: string, language: string, store: string) =>
  shop.requestPage(url, language, store);
const productPage = (articleNumber: string, language = 'de', store = 'de', query = '') =>
  shop.productPage(articleNumber, language, store, query);

describe('gender fit (technical row 3460)', () => {
  it.each([
    ['CLO-5001', 'fr', 'women'],
    ['CLO-5002', 'pl', 'men'],
    ['CLO-5005', 'de', 'unisex'],
    ['CLO-5006', 'es', 'unisex'],
  ])('maps %s in %s to %s', async (articleNumber, language, fit) => {
    // Each language's own store: de, fr, pl and es.
    const product = await productPage(articleNumber, language, language);
    expect(product.genderFit).toBe(fit);
  });

  it('is null for products sold without a fit', async () => {
    expect((await productPage('BPU-1003')).genderFit).toBeNull();
  });

  it('reads the fit from another language when the page language has no row', async () => {
    const id = await shop.productId('CLO-5003');
    await shop.db
      .delete(technicalRows)
      .where(
        and(
          eq(technicalRows.productId, id),
          eq(technicalRows.rowId, GENDER_FIT_ROW_ID),
          eq(technicalRows.locale, 'de'),
        ),
      );
    const product = await productPage('CLO-5003');
    expect(product.technicalInformation.some((row) => row.rowId === GENDER_FIT_ROW_ID)).toBe(false);
    expect(product.genderFit).toBe('women');
  });
});

describe('buy or rent', () => {
  it.each([
    ['de', 'de', 'EUR'],
    ['pl', 'pl', 'PLN'],
    ['de', 'ch', 'CHF'],
  ])(
    'offers 6 and 12 months of a rentable suit in %s/%s in %s',
    async (language, store, currency) => {
      const product = await productPage('EMS-3001', language, store);
      expect(product.productTypes).toEqual(['purchase', 'rent']);
      expect(product.rentalOptions.map((option) => option.months)).toEqual([6, 12]);
      const [six, twelve] = product.rentalOptions;
      expect(six?.monthlyPrice.currency).toBe(currency);
      expect(twelve!.monthlyPrice.amountMinor).toBeLessThan(six!.monthlyPrice.amountMinor);
    },
  );

  it('offers purchase only for a product without rental periods', async () => {
    const product = await productPage('BPU-1003');
    expect(product.productTypes).toEqual(['purchase']);
    expect(product.rentalOptions).toEqual([]);
  });
});

describe('reviews', () => {
  it('summarizes published reviews only, newest first, without emails', async () => {
    const product = await productPage('BPU-1001');
    const id = product.id;
    const rows = await shop.db
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.productId, id));
    const published = rows.filter((row) => row.status === 'published');
    const { histogram } = product.reviews;
    const histogramTotal = histogram[1] + histogram[2] + histogram[3] + histogram[4] + histogram[5];
    expect(product.reviews.count).toBe(published.length);
    expect(histogramTotal).toBe(product.reviews.count);
    expect(product.reviews.items.length).toBe(
      Math.min(PRODUCT_PAGE_REVIEW_COUNT, published.length),
    );
    const publishedIds = new Set(published.map((row) => row.id));
    expect(product.reviews.items.every((review) => publishedIds.has(review.id))).toBe(true);
    const dates = product.reviews.items.map((review) => Date.parse(review.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('never sends an email address', async () => {
    const id = await shop.productId('BPU-1001');
    const response = await requestPage(`/de/p/${id}`, 'de', 'de');
    expect(response.body).not.toMatch(/email|@example\.com/i);
  });

  it('leaves out pending reviews', async () => {
    const pending = await shop.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.status, 'pending'))
      .limit(1);
    const productId = pending[0]!.productId;
    const all = await shop.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    const response = await requestPage(`/de/p/${productId}`, 'de', 'de');
    const product = pageAnswerSchema.parse(response.json()).data;
    if (product.type !== 'product') throw new Error('expected a product page');
    expect(product.product.reviews.count).toBeLessThan(all.length);
  });
});

describe('accessories, spare parts and bundles', () => {
  it('lists accessories and spare parts as tiles of the store', async () => {
    const product = await productPage('BPU-1003', 'pl', 'pl');
    expect(product.accessories.length).toBeGreaterThan(0);
    expect(product.spareParts.length).toBeGreaterThan(0);
    expect(product.spareParts.every((tile) => tile.articleNumber.startsWith('SPA-'))).toBe(true);
    expect(product.accessories.every((tile) => tile.articleNumber.startsWith('ACC-'))).toBe(true);
    expect(product.accessories[0]!.price.currency).toBe('PLN');
  });

  it('leaves out accessories the store does not sell', async () => {
    // ContactGel 100 is not sold in Ireland.
    const gelId = await shop.productId('ACC-6008');
    const [relation] = await shop.db
      .select({ deviceId: productRelations.productId })
      .from(productRelations)
      .where(eq(productRelations.relatedProductId, gelId))
      .limit(1);
    const device = relation!.deviceId;
    const page = async (language: string, store: string) => {
      const response = await requestPage(`/${language}/p/${device}`, language, store);
      const answer = pageAnswerSchema.parse(response.json()).data;
      if (answer.type !== 'product') throw new Error('expected a product page');
      return answer.product.accessories.map((tile) => tile.id);
    };
    expect(await page('de', 'de')).toContain(gelId);
    expect(await page('en', 'ie')).not.toContain(gelId);
  });

  it('lists the slots of a bundle with their products', async () => {
    const bundle = await productPage('BUN-8001', 'pl', 'pl');
    expect(bundle.kind).toBe('bundle');
    expect(bundle.bundle?.slots.map((slot) => slot.slot)).toEqual([1, 2, 3]);
    const [device, cuffs, adapter] = bundle.bundle!.slots;
    expect(device?.products.map((tile) => tile.articleNumber)).toEqual(['BPU-1001']);
    expect(cuffs?.products.map((tile) => tile.articleNumber).sort()).toEqual([
      'SPA-7001',
      'SPA-7002',
    ]);
    expect(adapter?.products[0]?.price.currency).toBe('PLN');
    expect((await productPage('BPU-1001')).bundle).toBeNull();
  });

  it('lists the products of a slot in the slot’s position order', async () => {
    const bundleId = await shop.productId('BUN-8001');
    const cuffOrder = async () =>
      (await productPage('BUN-8001', 'pl', 'pl')).bundle!.slots[1]!.products.map(
        (tile) => tile.articleNumber,
      );
    const before = await cuffOrder();
    expect(before).toHaveLength(2);
    const inSlot = and(eq(bundleSlots.bundleProductId, bundleId), eq(bundleSlots.slot, 2));
    const rows = await shop.db.select().from(bundleSlots).where(inSlot);
    for (const row of rows) {
      await shop.db
        .update(bundleSlots)
        .set({ position: rows.length - 1 - row.position })
        .where(and(inSlot, eq(bundleSlots.productId, row.productId)));
    }
    expect(await cuffOrder()).toEqual([...before].reverse());
  });
});
