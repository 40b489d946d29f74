import {
  type Aggregation,
  type FilterSelection,
  LIST_FACETS,
  type ListFacet,
} from '@shop/search-contract';
import { getStore, type LanguageCode, type StoreKey } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runCatalogCommand } from '../../cli/catalog-commands';
import { loadConfig } from '../../config';
import { seedBulkCatalog } from '../../seed/bulk-catalog';
import { facetCellRowSchema, refreshSearchDocuments } from './indexer';
import { runListing } from './listing';
import { queryRows } from './rows';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

/**
 * Category pages count their facets, in-stock offers, price range and total from the
 * facet cells (schema.ts), a pre-added count of the offers. These tests hold the cells to
 * the offers: after every way the catalog changes they equal a fresh count, and the
 * answers a shopper gets equal counting the offers one by one.
 */

let search: SearchTestApp;
beforeAll(async () => {
  search = await startSearchTestApp();
});
afterAll(() => search?.close());

/** Cells that differ from a fresh count of the offers, either way (empty when exact). */
async function cellsApartFromOffers() {
  const fresh = sql`select store_key, category_id, text_locales, facet_values, in_stock,
      price_minor, count(*)::int as offers
    from search_offers o, unnest(array[0] || o.category_ids) as category_id
    group by 1, 2, 3, 4, 5, 6`;
  const stored = sql`select store_key, category_id, text_locales, facet_values, in_stock,
      price_minor, offers from search_facet_cells`;
  return queryRows(
    search.db,
    sql`(${fresh} except all ${stored}) union all (${stored} except all ${fresh})`,
    facetCellRowSchema,
  );
}

const cellCount = async () =>
  (
    await queryRows(
      search.db,
      sql`select count(*)::int as cells from search_facet_cells`,
      z.object({ cells: z.number() }),
    )
  )[0]?.cells ?? 0;

const operator = (...argv: string[]) =>
  runCatalogCommand(argv, { db: search.db, config: loadConfig({}), print: () => {} });

describe('facet cells', () => {
  it('equal a fresh count of the offers after seeding, stock and price changes', async () => {
    expect(await cellCount()).toBeGreaterThan(0);
    expect(await cellsApartFromOffers()).toEqual([]);

    // `npm run seed -- --products N`: generated products, then a full re-index.
    await seedBulkCatalog(search.db, { products: 40 });
    await refreshSearchDocuments(search.db);
    expect(await cellsApartFromOffers()).toEqual([]);

    const [variant] = await queryRows(
      search.db,
      sql`select v.article_number, v.product_id from variants v
          join search_offers o on o.product_id = v.product_id and o.store_key = 'de'
          where o.in_stock and cardinality(o.category_ids) > 0
          order by v.id limit 1`,
      z.object({ article_number: z.string(), product_id: z.number() }),
    );
    const articleNumber = variant!.article_number;
    const productId = variant!.product_id;
    const [category] = await queryRows(
      search.db,
      sql`select category_ids[1] as id from search_offers where product_id = ${productId} and store_key = 'de'`,
      z.object({ id: z.number() }),
    );
    const page = () =>
      runListing(search.db, {
        language: 'de',
        store: getStore('de'),
        categoryId: category!.id,
        searchPhrase: '',
        filters: {},
        offset: 0,
        count: 48,
        withAggregations: true,
      });
    const inStockCount = (aggregations: Aggregation[] | undefined) =>
      aggregations?.find((aggregation) => aggregation.kind === 'inStock');
    const before = await page();

    // Every variant of the product out of stock (stock:set), so the offer leaves stock.
    const variantsOfProduct = await queryRows(
      search.db,
      sql`select article_number, stock_quantity from variants where product_id = ${productId} order by id`,
      z.object({ article_number: z.string(), stock_quantity: z.number() }),
    );
    for (const each of variantsOfProduct) {
      await operator('stock:set', '--article', each.article_number, '--quantity', '0');
    }
    expect(await cellsApartFromOffers()).toEqual([]);
    const soldOut = await page();
    expect(soldOut.total).toBe(before.total);
    expect(inStockCount(soldOut.aggregations)).toMatchObject({
      count: (inStockCount(before.aggregations) as { count: number }).count - 1,
    });

    // A price far above every other: the category's price range ends there.
    await operator(
      'catalog:set-price',
      '--article',
      articleNumber,
      '--store',
      'de',
      '--amount',
      '98765432',
    );
    expect(await cellsApartFromOffers()).toEqual([]);
    const priced = await page();
    expect(priced.aggregations?.find((aggregation) => aggregation.kind === 'price')).toMatchObject({
      maxMinor: 98765432,
    });

    for (const each of variantsOfProduct) {
      await operator(
        'stock:set',
        '--article',
        each.article_number,
        '--quantity',
        String(each.stock_quantity),
      );
    }
    expect(await cellsApartFromOffers()).toEqual([]);
    expect(inStockCount((await page()).aggregations)).toEqual(inStockCount(before.aggregations));
    // No cell is left behind empty.
    const [empty] = await queryRows(
      search.db,
      sql`select count(*)::int as cells from search_facet_cells where offers <= 0`,
      z.object({ cells: z.number() }),
    );
    expect(empty?.cells).toBe(0);
  });
});

const offerRowSchema = z.object({
  category_ids: z.array(z.number()),
  text_locales: z.array(z.string()),
  facet_values: z.array(z.string()),
  in_stock: z.boolean(),
  price_minor: z.number(),
});
type Offer = z.infer<typeof offerRowSchema>;

/** The counts of a listing, computed offer by offer in plain code. */
function countOffers(offers: Offer[], filters: FilterSelection) {
  const facetMatch = (offer: Offer, facet: ListFacet) => {
    const selected = filters[facet];
    return (
      !selected ||
      selected.length === 0 ||
      selected.some((value) => offer.facet_values.includes(`${facet}:${value}`))
    );
  };
  const priceMatch = (offer: Offer) =>
    (filters.price?.minMinor === undefined || offer.price_minor >= filters.price.minMinor) &&
    (filters.price?.maxMinor === undefined || offer.price_minor <= filters.price.maxMinor);
  const matches = (offer: Offer, except?: ListFacet | 'inStock' | 'price') =>
    (except === 'inStock' || !filters.inStock || offer.in_stock) &&
    (except === 'price' || priceMatch(offer)) &&
    LIST_FACETS.every((facet) => facet === except || facetMatch(offer, facet));
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of LIST_FACETS) {
    const counts: Record<string, number> = {};
    for (const offer of offers.filter((each) => matches(each, facet))) {
      for (const tagged of offer.facet_values) {
        if (!tagged.startsWith(`${facet}:`)) continue;
        const value = tagged.slice(facet.length + 1);
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
    facets[facet] = counts;
  }
  const priced = offers.filter((offer) => matches(offer, 'price')).map((o) => o.price_minor);
  return {
    total: offers.filter((offer) => matches(offer)).length,
    inStock: offers.filter((offer) => matches(offer, 'inStock') && offer.in_stock).length,
    minMinor: priced.length === 0 ? null : Math.min(...priced),
    maxMinor: priced.length === 0 ? null : Math.max(...priced),
    facets,
  };
}

/** The same counts as a listing answer states them. */
function answerCounts(total: number, aggregations: Aggregation[]) {
  const facets: Record<string, Record<string, number>> = {};
  let inStock = -1;
  let minMinor: number | null = -1;
  let maxMinor: number | null = -1;
  for (const aggregation of aggregations) {
    if (aggregation.kind === 'values') {
      facets[aggregation.facet] = Object.fromEntries(
        aggregation.values.map((value) => [value.value, value.count]),
      );
    } else if (aggregation.kind === 'inStock') {
      inStock = aggregation.count;
    } else {
      minMinor = aggregation.minMinor;
      maxMinor = aggregation.maxMinor;
    }
  }
  return { total, inStock, minMinor, maxMinor, facets };
}

describe('category pages counted from facet cells', () => {
  it.each([
    ['de', 'de'],
    ['fr', 'ch'],
    ['pl', 'pl'],
  ] as Array<[LanguageCode, StoreKey]>)(
    'count as the offers one by one, for every category and many filter sets (%s, store %s)',
    async (language, storeKey) => {
      const store = getStore(storeKey);
      const offers = await queryRows(
        search.db,
        sql`select category_ids, text_locales, facet_values, in_stock, price_minor
            from search_offers where store_key = ${storeKey}`,
        offerRowSchema,
      );
      const categoryIds = [...new Set(offers.flatMap((offer) => offer.category_ids))].sort(
        (a, b) => a - b,
      );
      let compared = 0;
      for (const categoryId of [undefined, ...categoryIds]) {
        const listed = offers.filter(
          (offer) =>
            offer.text_locales.includes(language) &&
            (categoryId === undefined || offer.category_ids.includes(categoryId)),
        );
        const values = [...new Set(listed.flatMap((offer) => offer.facet_values))].sort();
        const prices = listed.map((offer) => offer.price_minor).sort((a, b) => a - b);
        const middle = prices[Math.floor(prices.length / 2)] ?? 0;
        const single = values.map((tagged) => {
          const [facet, ...rest] = tagged.split(':');
          return { [facet as ListFacet]: [rest.join(':')] } as FilterSelection;
        });
        const filterSets: FilterSelection[] = [
          {},
          { inStock: true },
          { price: { maxMinor: middle } },
          { price: { minMinor: middle, maxMinor: middle * 2 } },
          { price: { minMinor: 1_000_000_000 } },
          ...single,
          ...single.map((filters) => ({ ...filters, inStock: true })),
          ...single.map((filters) => ({ ...filters, price: { minMinor: middle } })),
          // Two facets, and two values of one facet.
          ...single.slice(1).map((filters, i) => ({ ...single[i], ...filters })),
          ...single.slice(1).map((filters, i) => {
            const [facet] = Object.keys(filters) as ListFacet[];
            const previous = single[i]?.[facet as ListFacet];
            return {
              [facet as ListFacet]: [...(previous ?? []), ...(filters[facet as ListFacet] ?? [])],
            } as FilterSelection;
          }),
        ];
        for (const filters of filterSets) {
          // The same first row of the category with these filters, counted with or
          // without the facet aggregations.
          const listingOf = (withAggregations: boolean) =>
            runListing(search.db, {
              language,
              store,
              categoryId,
              searchPhrase: '',
              filters,
              offset: 0,
              count: 1,
              withAggregations,
            });
          const listing = await listingOf(true);
          expect(
            answerCounts(listing.total, listing.aggregations ?? []),
            `category ${categoryId ?? 'none'}, filters ${JSON.stringify(filters)}`,
          ).toEqual(countOffers(listed, filters));
          // Without aggregations the total is a statement of its own: checked on every 7th set.
          if (compared % 7 !== 0) {
            compared += 1;
            continue;
          }
          const withoutAggregations = await listingOf(false);
          expect(withoutAggregations.total).toBe(listing.total);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(100);
    },
    // Hundreds of listings per store; on a busy machine that takes a while.
    180_000,
  );
});
