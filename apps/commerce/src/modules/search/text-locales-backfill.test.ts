import { readFileSync } from 'node:fs';
import { getStore } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategoryByPath } from './category-lookup';
import { type ListingQuery, runListing } from './listing';
import { type SearchTestApp, startSearchTestApp } from './search-test-app';

/**
 * Offers indexed before `text_locales` existed have it empty, and a listing without a
 * phrase reads it instead of the texts: the migration that added it must fill it, or an
 * existing shop's category pages would come up empty until a full re-index.
 */
const migration = (file: string) =>
  readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8');
const backfill = migration('0008_backfill_search_offer_text_locales.sql');
// Such a database had no facet cells either: a later migration counts them from the offers.
const facetCellsBackfill = migration('0013_backfill_search_facet_cells.sql');

let search: SearchTestApp;
beforeAll(async () => {
  search = await startSearchTestApp();
});
afterAll(() => search?.close());

describe('text languages of offers indexed before the column existed', () => {
  it('are filled by the migration, so category pages list the same products again', async () => {
    const category = await findCategoryByPath(search.db, 'fr', '/fr/tensiometres/bras/');
    const query: ListingQuery = {
      language: 'fr',
      store: getStore('ch'),
      categoryId: category?.id,
      searchPhrase: '',
      filters: {},
      offset: 0,
      count: 48,
      withAggregations: true,
    };
    const indexed = await runListing(search.db, query);
    expect(indexed.total).toBeGreaterThan(0);

    await search.db.execute(sql`update search_offers set text_locales = '{}'`);
    await search.db.execute(sql`delete from search_facet_cells`);
    expect((await runListing(search.db, query)).total).toBe(0);

    await search.db.execute(sql.raw(backfill));
    await search.db.execute(sql.raw(facetCellsBackfill));
    const backfilled = await runListing(search.db, query);
    expect(backfilled.items.map((item) => item.id)).toEqual(indexed.items.map((item) => item.id));
    expect(backfilled.total).toBe(indexed.total);
  });
});
