/**
 * Pages of a price sorting are planned from the facet cells and bounded by the page's last
 * price (listing.ts, priceSortPlan): every page must still hold exactly the rows that
 * sorting all matches gives, at any offset, with ties, filters and past the last match.
 */
import type { FilterSelection } from '@shop/search-contract';
import { getStore, type StoreKey } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategoryByPath } from './category-lookup';
import { runListing } from './listing';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

let search: SearchTestApp;

beforeAll(async () => {
  search = await startSearchTestApp();
});
afterAll(() => search?.close());

/** The ids of every match in the sorting's order, by plain SQL over the offers. */
async function sortedMatches(
  storeKey: StoreKey,
  categoryId: number,
  descending: boolean,
  filters: FilterSelection,
): Promise<number[]> {
  const conditions = [
    sql`store_key = ${storeKey}`,
    sql`text_locales @> array['de']::text[]`,
    sql`category_ids @> array[${categoryId}]::int[]`,
  ];
  if (filters.inStock) conditions.push(sql`in_stock`);
  if (filters.price?.maxMinor !== undefined) {
    conditions.push(sql`price_minor <= ${filters.price.maxMinor}`);
  }
  for (const value of filters.function ?? []) {
    conditions.push(sql`facet_values @> array[${`function:${value}`}]::text[]`);
  }
  const result = (await search.db.execute(
    sql`select product_id from search_offers where ${sql.join(conditions, sql` and `)}
      order by price_minor ${sql.raw(descending ? 'desc' : 'asc')}, product_id`,
  )) as unknown as { rows: Array<{ product_id: number }> };
  return result.rows.map((row) => row.product_id);
}

describe('pages of a price sorting', () => {
  it.each([
    ['/de/blutdruckmessgeraete/', {}],
    ['/de/blutdruckmessgeraete/', { inStock: true }],
    ['/de/blutdruckmessgeraete/oberarm/', { price: { maxMinor: 10_000 } }],
    ['/de/blutdruckmessgeraete/oberarm/', { function: ['bluetooth'] }],
    ['/de/ems-training/', { inStock: true }],
  ] as Array<[string, FilterSelection]>)(
    'on %s with %j hold the sorted matches',
    async (url, filters) => {
      const category = await findCategoryByPath(search.db, 'de', url);
      if (!category) throw new Error(`no category at ${url}`);
      for (const storeKey of ['de', 'ch'] as const) {
        for (const sorting of ['priceAsc', 'priceDesc'] as const) {
          const expected = await sortedMatches(
            storeKey,
            category.id,
            sorting === 'priceDesc',
            filters,
          );
          expect(expected.length).toBeGreaterThan(2);
          for (const offset of [0, 1, 3, expected.length - 2, expected.length + 1]) {
            const listing = await runListing(search.db, {
              language: 'de',
              store: getStore(storeKey),
              categoryId: category.id,
              searchPhrase: '',
              filters,
              sorting,
              offset,
              count: 3,
              withAggregations: offset % 2 === 0,
            });
            expect(listing.total).toBe(expected.length);
            expect(listing.items.map((tile) => tile.id)).toEqual(
              expected.slice(offset, offset + 3),
            );
          }
        }
      }
    },
  );
});
