import { getStore } from '@shop/shop-config';
import { and, eq, gte, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setVariantPrice, setVariantStock } from '../catalog/catalog-changes';
import { categories, variantPrices, variants } from '../catalog/schema';
import { createSearchAnswerCache, listingCacheKey, sharedVersionReader } from './answer-cache';
import { searchOffers } from './schema';
import { constraints, type SearchTestApp, startSearchTestApp } from './search-test-app';

/**
 * The search service caches answers in-process (on by default). A catalog change that
 * another process commits, straight to the database, must show in the very next answer.
 */
let search: SearchTestApp;

beforeAll(async () => {
  search = await startSearchTestApp();
});
afterAll(() => search?.close());

const noNotifier = async () => {};

interface Tile {
  id: number;
  articleNumber: string;
  price: { amountMinor: number };
  stockStatus: string;
}

const searchTiles = async (phrase: string) =>
  (await search.searchListing(phrase)) as { total: number; items: Tile[] };

async function categoryTiles(sorting: string) {
  const response = await search.post('/search/page', {
    url: '/de/blutdruckmessgeraete/oberarm/',
    count: 48,
    sorting,
    enableAggregations: true,
    constraints: constraints('de', 'de'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.listing as { items: Tile[] };
}

async function firstVariant(productId: number) {
  const [row] = await search.db
    .select({ articleNumber: variants.articleNumber })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.position, variants.id)
    .limit(1);
  if (!row) throw new Error(`product ${productId} has no variant`);
  return row.articleNumber;
}

describe('search answers after catalog changes', () => {
  it('shows a new price in the next search and category answer', async () => {
    const before = await searchTiles('blutdruckmessgerat');
    const repeated = await searchTiles('blutdruckmessgerat');
    expect(repeated).toEqual(before);
    const tile = before.items[0]!;
    const articleNumber = await firstVariant(tile.id);
    const cheapestBefore = (await categoryTiles('priceAsc')).items[0]!;

    const newPrice = 1234;
    const changed = await setVariantPrice(search.db, noNotifier, {
      articleNumber,
      storeKey: 'de',
      amountMinor: newPrice,
    });
    expect(changed.status).toBe('changed');
    const [stored] = await search.db
      .select({ amountMinor: variantPrices.amountMinor })
      .from(variantPrices)
      .innerJoin(variants, eq(variants.id, variantPrices.variantId))
      .where(and(eq(variants.articleNumber, articleNumber), eq(variantPrices.storeKey, 'de')));
    expect(stored?.amountMinor).toBe(newPrice);

    const after = await searchTiles('blutdruckmessgerat');
    expect(after.items.find((item) => item.id === tile.id)?.price.amountMinor).toBe(newPrice);
    // The cheapest upper-arm monitor is now the one just reduced (unless it was already).
    const cheapestAfter = (await categoryTiles('priceAsc')).items[0]!;
    expect(cheapestAfter.price.amountMinor).toBe(
      Math.min(newPrice, cheapestBefore.price.amountMinor),
    );
  });

  it('shows a product out of stock in the next answer', async () => {
    const before = await searchTiles('blutdruckmessgerat');
    const tile = before.items.find((item) => item.stockStatus === 'inStock')!;
    const variantRows = await search.db
      .select({ articleNumber: variants.articleNumber })
      .from(variants)
      .where(eq(variants.productId, tile.id));
    for (const variant of variantRows) {
      await setVariantStock(search.db, noNotifier, {
        articleNumber: variant.articleNumber,
        quantity: 0,
      });
    }
    const after = await searchTiles('blutdruckmessgerat');
    expect(after.items.find((item) => item.id === tile.id)?.stockStatus).toBe('outOfStock');
  });

  it('keeps answers through stock changes that change nothing they show', async () => {
    const cache = createSearchAnswerCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const computed = { listing: 0, suggestion: 0 };
    const listing = () =>
      cache.answer(search.db, 'listing', async () => ({ computed: ++computed.listing }));
    const suggestion = () =>
      cache.answer(
        search.db,
        'suggestion',
        async () => ({ computed: ++computed.suggestion }),
        'catalog but stock',
      );
    const answers = async () => [(await listing()).computed, (await suggestion()).computed];
    expect(await answers()).toEqual([1, 1]);

    // One unit more of a well-stocked variant: same stock status, same shown variant.
    const [stocked] = await search.db
      .select({
        productId: variants.productId,
        articleNumber: variants.articleNumber,
        quantity: variants.stockQuantity,
      })
      .from(variants)
      .where(gte(variants.stockQuantity, 10))
      .orderBy(variants.id)
      .limit(1);
    const { articleNumber, productId, quantity } = stocked!;
    // A category page of the product's category, and one of a category it is not in.
    const [offer] = await search.db
      .select({ categoryIds: searchOffers.categoryIds })
      .from(searchOffers)
      .where(and(eq(searchOffers.productId, productId), eq(searchOffers.storeKey, 'de')));
    const [elsewhere] = await search.db
      .select({ id: categories.id })
      .from(categories)
      .where(notInArray(categories.id, offer!.categoryIds))
      .limit(1);
    const pages = { own: 0, other: 0 };
    const categoryPage = (which: 'own' | 'other', category: number) =>
      cache.answer(search.db, which, async () => ({ computed: ++pages[which] }), { category });
    const categoryPages = async () => [
      (await categoryPage('own', offer!.categoryIds[0]!)).computed,
      (await categoryPage('other', elsewhere!.id)).computed,
    ];
    expect(await categoryPages()).toEqual([1, 1]);
    const unit = await setVariantStock(search.db, noNotifier, {
      articleNumber,
      quantity: quantity + 1,
    });
    expect(unit.status).toBe('changed');
    expect(await answers()).toEqual([1, 1]);
    expect(await categoryPages()).toEqual([1, 1]);

    // Sold out: listings show it, autosuggest does not.
    const productVariants = await search.db
      .select({ articleNumber: variants.articleNumber })
      .from(variants)
      .where(eq(variants.productId, productId));
    for (const variant of productVariants) {
      await setVariantStock(search.db, noNotifier, {
        articleNumber: variant.articleNumber,
        quantity: 0,
      });
    }
    expect(await answers()).toEqual([2, 1]);
    // Only the pages of its own category list it.
    expect(await categoryPages()).toEqual([2, 1]);

    await setVariantPrice(search.db, noNotifier, {
      articleNumber,
      storeKey: 'de',
      amountMinor: 999,
    });
    expect(await answers()).toEqual([3, 2]);
    expect(await categoryPages()).toEqual([3, 2]);
  });
});

describe('the answer cache', () => {
  const query = {
    language: 'de' as const,
    store: getStore('de'),
    searchPhrase: 'ems',
    offset: 0,
    count: 4,
    withAggregations: false,
  };

  it('files the same request under one key whatever the filters’ order or the phrase’s case', () => {
    const key = listingCacheKey({
      ...query,
      filters: { function: ['tens', 'ems'], inStock: true },
    });
    expect(
      listingCacheKey({
        ...query,
        searchPhrase: '  EMS ',
        filters: { inStock: true, function: ['ems', 'tens'] },
      }),
    ).toBe(key);
    expect(listingCacheKey({ ...query, filters: { function: ['ems'], inStock: true } })).not.toBe(
      key,
    );
    expect(listingCacheKey({ ...query, searchPhrase: 'tens', filters: {} })).not.toBe(
      listingCacheKey({ ...query, filters: {} }),
    );
  });

  it('computes an answer once per catalog version and keeps at most its bound', async () => {
    const cache = createSearchAnswerCache({ maxEntries: 2, maxBytes: 1_000_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { computed };
    };
    expect(await cache.answer(search.db, 'a', compute)).toEqual({ computed: 1 });
    expect(await cache.answer(search.db, 'a', compute)).toEqual({ computed: 1 });
    await cache.answer(search.db, 'b', compute);
    await cache.answer(search.db, 'c', compute);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3, entries: 2 });
    // 'a' was the least recently used and made room for 'c'.
    expect(await cache.answer(search.db, 'a', compute)).toEqual({ computed: 4 });

    const off = createSearchAnswerCache({ maxEntries: 0, maxBytes: 0 });
    await off.answer(search.db, 'a', compute);
    expect(await off.answer(search.db, 'a', compute)).toEqual({ computed: 6 });
  });

  it('shares a version read only among requests that came before it started', async () => {
    const reads: Array<(version: number) => void> = [];
    const readVersion = sharedVersionReader(
      () => new Promise<number>((resolve) => reads.push(resolve)),
    );
    const first = readVersion(search.db);
    // Two requests while the first read is under way: it may have started before a change
    // they must see, so they wait for the next read instead of sharing it.
    const second = readVersion(search.db);
    const third = readVersion(search.db);
    expect(reads).toHaveLength(1);
    reads[0]?.(5);
    expect(await first).toBe(5);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads[1]?.(6);
    expect([await second, await third]).toEqual([6, 6]);
    // With nothing under way, a request starts its own read.
    const fourth = readVersion(search.db);
    expect(reads).toHaveLength(3);
    reads[2]?.(7);
    expect(await fourth).toBe(7);
  });
});
