import { getStore, SORT_OPTIONS } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOSUGGEST_COUNT_LIMIT } from './autosuggest';
import { findCategoryByPath } from './category-lookup';
import { type ListingQuery, RANKED_CANDIDATES } from './listing';
import { sequentialScans } from './query-plans';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

/**
 * Issue 4: autosuggest, search and filtered category pages reach the search documents
 * through indexes. The demo catalog is small enough that the planner would rightly scan
 * it, so sequential scans are discouraged for the check: one that remains has no index
 * path, and would read the whole 1-million-row table of a large catalog.
 */
let search: SearchTestApp;
let categoryId: number;

beforeAll(async () => {
  search = await startSearchTestApp();
  const category = await findCategoryByPath(search.db, 'de', '/de/blutdruckmessgeraete/oberarm/');
  if (!category) throw new Error('demo category missing');
  categoryId = category.id;
});
afterAll(() => search?.close());

async function scansWithIndexesPreferred(query: ListingQuery): Promise<string[]> {
  return search.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return sequentialScans(tx, query);
  });
}

const listing = (overrides: Partial<ListingQuery>): ListingQuery => ({
  language: 'de',
  store: getStore('de'),
  searchPhrase: '',
  filters: {},
  offset: 0,
  count: 48,
  withAggregations: false,
  ...overrides,
});

describe('query plans of the search documents', () => {
  it('autosuggest: typed prefix, best sellers first, capped count', async () => {
    const query = listing({
      searchPhrase: 'blutdr',
      sorting: 'popularity',
      count: 4,
      countLimit: AUTOSUGGEST_COUNT_LIMIT,
      textMatch: 'words',
    });
    expect(await scansWithIndexesPreferred(query)).toEqual([]);
  });

  it('search by relevance, on the first page and past the ranked candidates', async () => {
    for (const offset of [0, RANKED_CANDIDATES - 10]) {
      const query = listing({ searchPhrase: 'ems anzug', textMatch: 'words', offset });
      expect(await scansWithIndexesPreferred(query)).toEqual([]);
    }
  });

  it('search in French for Switzerland, by words and by article number', async () => {
    const store = getStore('ch');
    for (const query of [
      listing({ language: 'fr', store, searchPhrase: 'tensiometre', textMatch: 'words' }),
      listing({ language: 'fr', store, searchPhrase: 'BPU-1003', textMatch: 'article' }),
    ]) {
      expect(await scansWithIndexesPreferred(query)).toEqual([]);
    }
  });

  it('filtered category page with aggregations, in every sorting', async () => {
    for (const sorting of SORT_OPTIONS) {
      const query = listing({
        categoryId,
        sorting,
        withAggregations: true,
        filters: { cuffSize: ['22-42cm'], inStock: true, price: { maxMinor: 10_000 } },
      });
      expect(await scansWithIndexesPreferred(query)).toEqual([]);
    }
  });

  it('reports a sequential scan where a statement has no index path', async () => {
    // The check itself can fail: without the store's indexes a store listing scans.
    let found: string[] = [];
    await search.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        // (A GIN index can be read whole, so the store's category and filter indexes go too.)
        // (Every index that leads with the store, and the sortings' ones do.)
        for (const sorting of ['popularity', 'created', 'price', 'reviews']) {
          await tx.execute(sql.raw(`drop index search_offers_store_${sorting}`));
        }
        await tx.execute(sql`drop index search_offers_categories_de`);
        await tx.execute(sql`drop index search_offers_facets_de`);
        await tx.execute(
          sql`alter table search_offers drop constraint search_offers_product_id_store_key_pk`,
        );
        found = await sequentialScans(tx, listing({ sorting: 'new' }));
        tx.rollback();
      })
      .catch(() => {});
    expect(found).toContain('items: Seq Scan on search_offers');
    expect(await scansWithIndexesPreferred(listing({ sorting: 'new' }))).toEqual([]);
  });
});
