import { FEW_IN_STOCK_THRESHOLD } from '@shop/shop-config';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory, variantPrices, variants } from '../catalog/schema';
import { refreshSearchDocuments } from './indexer';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
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

async function storePrice(variantId: number, store: string) {
  const [row] = await shop.db
    .select()
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.storeKey, store)));
  if (!row) throw new Error(`variant ${variantId} has no price in ${store}`);
  return row;
}

describe('product page in languages and currencies', () => {
  it.each([
    ['de', 'de', 'EUR'],
    ['pl', 'pl', 'PLN'],
    ['fr', 'ch', 'CHF'],
  ])('answers /%s/p/{id} in store %s priced in %s', async (language, store, currency) => {
    const product = await productPage('BPU-1001', language, store);
    const id = await shop.productId('BPU-1001');
    expect(product).toMatchObject({ id, articleNumber: 'BPU-1001', url: `/${language}/p/${id}` });
    expect(product.kind).toBe('blood-pressure-monitor');
    expect(product.price.currency).toBe(currency);
    const selected = product.variants.find((variant) => variant.id === product.selectedVariantId);
    expect(product.price.amountMinor).toBe((await storePrice(selected!.id, store)).amountMinor);
    for (const category of product.categories) {
      expect(category.url.startsWith(`/${language}/`)).toBe(true);
    }
    expect(product.categories[0]?.key).toBe('upper-arm-monitors');
    expect(product.functions.length).toBeGreaterThan(0);
    expect(product.technicalInformation.length).toBeGreaterThan(0);
    expect(product.images[0]?.url).toMatch(/^\/media\//);
    expect(product.downloads.map((download) => download.language)).toEqual([language]);
    expect(product.recyclingFee?.currency).toBe(currency);
  });

  it('writes texts in the requested language', async () => {
    const [german, polish, french] = await Promise.all([
      productPage('BPU-1001', 'de', 'de'),
      productPage('BPU-1001', 'pl', 'pl'),
      productPage('BPU-1001', 'fr', 'ch'),
    ]);
    expect(german.title).toMatch(/Blutdruckmessgerät/);
    expect(new Set([german.title, polish.title, french.title]).size).toBe(3);
    expect(german.technicalInformation[0]?.label).not.toBe(french.technicalInformation[0]?.label);
  });
});

describe('price rules (spec 9)', () => {
  it('shows a 30-day lowest price below the current price after a promotion ended', async () => {
    // BP Comfort 300 was promoted until 12 days ago and is back at its regular price.
    const product = await productPage('BPU-1002');
    expect(product.strikethroughPrice).toBeNull();
    expect(product.lowestPriceLast30Days.amountMinor).toBeLessThan(product.price.amountMinor);
    const history = await shop.db
      .select({ amountMinor: priceHistory.amountMinor, validFrom: priceHistory.validFrom })
      .from(priceHistory)
      .where(
        and(eq(priceHistory.variantId, product.selectedVariantId), eq(priceHistory.storeKey, 'de')),
      )
      .orderBy(asc(priceHistory.validFrom));
    const promotion = history.find((point) => point.amountMinor < product.price.amountMinor);
    expect(product.lowestPriceLast30Days.amountMinor).toBe(promotion?.amountMinor);
  });

  it('shows the deeper sale price of the last 30 days and the saving of a reduced product', async () => {
    const product = await productPage('BPU-1001', 'pl', 'pl');
    expect(product.strikethroughPrice).not.toBeNull();
    expect(product.discountSaving?.amountMinor).toBe(
      product.strikethroughPrice!.amountMinor - product.price.amountMinor,
    );
    expect(product.lowestPriceLast30Days.amountMinor).toBeLessThan(product.price.amountMinor);
    expect(product.lowestPriceLast30Days.currency).toBe('PLN');
    expect(product.badges).toContain('sale');
  });

  it('falls back to the current price when the price never changed in 30 days', async () => {
    const product = await productPage('BPU-1004');
    expect(product.lowestPriceLast30Days).toEqual(product.price);
    expect(product.discountSaving).toBeNull();
  });

  it('shows the recommended retail price only after 90 days at or above it', async () => {
    const [connect, comfort, premium] = await Promise.all([
      productPage('BPU-1003'),
      productPage('BPU-1001'),
      productPage('BPU-1008'),
    ]);
    // BP Comfort 700 Connect sold at (and before that above) its RRP for the whole 90 days.
    expect(connect.recommendedRetailPrice).toEqual(connect.price);
    const swiss = await productPage('BPU-1003', 'de', 'ch');
    expect(swiss.recommendedRetailPrice).toEqual({
      amountMinor: swiss.price.amountMinor,
      currency: 'CHF',
    });
    // The others have an RRP in the catalog but sell below it, so it must not show.
    for (const product of [comfort, premium]) {
      const row = await storePrice(product.selectedVariantId, 'de');
      expect(row.recommendedRetailMinor).toBeGreaterThan(product.price.amountMinor);
      expect(product.recommendedRetailPrice).toBeNull();
    }
  });

  it('hides the recommended retail price after a reduction inside the 90 days', async () => {
    const before = await productPage('BPU-1003', 'de', 'at');
    expect(before.recommendedRetailPrice).not.toBeNull();
    const now = Date.now();
    await shop.db.insert(priceHistory).values([
      {
        variantId: before.selectedVariantId,
        storeKey: 'at',
        amountMinor: before.price.amountMinor - 1000,
        validFrom: new Date(now - 40 * DAY_MS),
      },
      {
        variantId: before.selectedVariantId,
        storeKey: 'at',
        amountMinor: before.price.amountMinor,
        validFrom: new Date(now - 35 * DAY_MS),
      },
    ]);
    const after = await productPage('BPU-1003', 'de', 'at');
    expect(after.recommendedRetailPrice).toBeNull();
    // The reduction ended 35 days ago, outside the 30-day window.
    expect(after.lowestPriceLast30Days).toEqual(after.price);
    expect((await productPage('BPU-1003', 'de', 'de')).recommendedRetailPrice).not.toBeNull();
  });
});

describe('variants, sizes and stock (spec 4)', () => {
  it('selects the requested variant and prices the page with it', async () => {
    const plain = await productPage('CLO-5005');
    const requested = plain.variants[4]!;
    const product = await productPage('CLO-5005', 'de', 'de', `?variant=${requested.id}`);
    expect(product.selectedVariantId).toBe(requested.id);
    expect(product.price).toEqual(requested.price);
  });

  it('selects the first variant with stock when none is requested', async () => {
    // The first size of PulseFit Suit 20 Pro is sold out in the demo catalog.
    const product = await productPage('EMS-3002');
    expect(product.variants[0]!.stock).toBe(0);
    const firstInStock = product.variants.find((variant) => variant.stock > 0);
    expect(product.selectedVariantId).toBe(firstInStock?.id);
  });

  it('selects the first variant of a sold-out product and marks it out of stock', async () => {
    const product = await productPage('CLO-5010');
    expect(product.variants.every((variant) => variant.stock === 0)).toBe(true);
    expect(product.selectedVariantId).toBe(product.variants[0]!.id);
    expect(product.stockStatus).toBe('outOfStock');
    expect(product.sizes.bottom.every((size) => !size.inStock)).toBe(true);
  });

  it('ignores a requested variant of another product', async () => {
    const other = await productPage('BPU-1003');
    const product = await productPage(
      'EMS-3002',
      'de',
      'de',
      `?variant=${other.selectedVariantId}`,
    );
    expect(product.selectedVariantId).toBe(
      product.variants.find((variant) => variant.stock > 0)?.id,
    );
  });

  it('rejects a malformed variant parameter with 400', async () => {
    const id = await shop.productId('CLO-5005');
    const response = await requestPage(`/de/p/${id}?variant=1%3B%20drop`, 'de', 'de');
    expect(response.statusCode).toBe(400);
  });

  it('reports few in stock and not available online', async () => {
    const few = await productPage('BPU-1005');
    const total = few.variants.reduce((sum, variant) => sum + variant.stock, 0);
    expect(total).toBeLessThanOrEqual(FEW_IN_STOCK_THRESHOLD);
    expect(few.stockStatus).toBe('fewInStock');
    const offline = await productPage('BPU-1009');
    expect(offline.stockStatus).toBe('notAvailableOnline');
    expect(offline.variants.every((variant) => variant.stockStatus === 'notAvailableOnline')).toBe(
      true,
    );
  });

  it('offers top and bottom sizes for a clothing set and top sizes only for a shirt', async () => {
    const set = await productPage('CLO-5005');
    expect(set.sizes.top.map((size) => size.title)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(set.sizes.bottom.map((size) => size.title)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    for (const size of set.sizes.top) {
      const sized = set.variants.filter((variant) => size.variantIds.includes(variant.id));
      expect(sized.every((variant) => variant.sizeTop === size.title)).toBe(true);
      expect(size.inStock).toBe(sized.some((variant) => variant.stock > 0));
    }
    expect(set.colors).toEqual(['black']);
    const shirt = await productPage('CLO-5001');
    expect(shirt.sizes.top.length).toBe(6);
    expect(shirt.sizes.bottom).toEqual([]);
    expect(shirt.colors).toEqual(['black', 'berry']);
  });
});

describe('unknown and unsold products', () => {
  it.each([
    ['an unknown id', '/de/p/999999', 'de', /No product 999999/],
    ['an id that cannot exist', '/de/p/99999999999', 'de', /No product/],
    ['a non-numeric id', '/de/p/abc', 'de', /No product/],
  ])('answers %s with 404', async (_case, url, store, message) => {
    const response = await requestPage(url, 'de', store);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(message);
    expect(response.json().errorId).toEqual(expect.any(String));
  });

  it.each([
    ['BPU-1008', 'pl', 'pl'],
    ['CLO-5009', 'de', 'ch'],
  ])(
    'answers %s in store %s, which does not sell it, with 404',
    async (articleNumber, language, store) => {
      const id = await shop.productId(articleNumber);
      const response = await requestPage(`/${language}/p/${id}`, language, store);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Product ${id} is not sold in store ${store}`);
    },
  );

  it('answers a product that lost its last price in the store with 404 after reindexing', async () => {
    const id = await shop.productId('BPU-1011');
    const ids = (
      await shop.db.select({ id: variants.id }).from(variants).where(eq(variants.productId, id))
    ).map((row) => row.id);
    await shop.db
      .delete(variantPrices)
      .where(and(inArray(variantPrices.variantId, ids), eq(variantPrices.storeKey, 'es')));
    await refreshSearchDocuments(shop.db, [id]);
    expect((await requestPage(`/es/p/${id}`, 'es', 'es')).statusCode).toBe(404);
    expect((await requestPage(`/de/p/${id}`, 'de', 'de')).statusCode).toBe(200);
  });
});
