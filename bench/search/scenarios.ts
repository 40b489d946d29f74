/**
 * What shoppers ask the search service most: autosuggest while typing, a search, and a
 * filtered category page with facet counts. The inputs come from the loaded catalog
 * (every prefix of the German title words a shopper can type, phrases with and without
 * typos, every category with its own filter values, sortings and pages), thousands of
 * distinct requests per scenario, drawn in a repeatable pseudo-random order with the
 * skew of real search traffic (zipfDraw): a cache or a cached plan only helps as much as
 * it would with varied shoppers.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../apps/commerce/src/db/client';
import { AUTOSUGGEST_COUNT_LIMIT } from '../../apps/commerce/src/modules/search/autosuggest';
import type { ListingQuery } from '../../apps/commerce/src/modules/search/listing';
import { queryRows } from '../../apps/commerce/src/modules/search/rows';
import { getStore, SORT_OPTIONS } from '../../packages/shop-config/src';
import type { LoadRequest } from '../lib/load';

const headers = { 'x-search-instance': 'shop-de' };
const constraints = { query: { language: 'de', group: 'de' } };
const store = getStore('de');

export interface Scenario {
  name: string;
  /** How many distinct requests the scenario draws from. */
  distinctRequests: number;
  request: (sequence: number) => LoadRequest;
  /** Listings behind typical requests, for the query-plan check. */
  plannedListings: ListingQuery[];
}

/** A repeatable pseudo-random number in [0, 1) for a sequence number (mulberry32). */
function unitRandom(sequence: number): number {
  let t = (sequence + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Draws inputs the way shoppers' requests repeat: Zipf-distributed (the k-th most asked
 * input is asked 1/k as often as the first, as in search logs), over every distinct input
 * in a shuffled order. With 2,000 inputs the most asked one is 12 % of the requests and
 * half of them go to inputs outside the top 35; an answer cache gets no handful to hide in.
 */
function zipfDraw<T>(values: readonly T[]): (sequence: number) => T {
  const order = values
    .map((value, index) => ({ value, key: unitRandom(index * 7919 + 13) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.value);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= order.length; rank += 1) {
    sum += 1 / rank;
    cumulative.push(sum);
  }
  return (sequence) => {
    const target = unitRandom(sequence) * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return order[low]!;
  };
}

const wordRowSchema = z.object({ word: z.string() });
const categoryRowSchema = z.object({ id: z.number(), slug: z.string() });
const facetRowSchema = z.object({ value: z.string() });
const priceRowSchema = z.object({ low: z.number(), high: z.number() });

/** Drops one letter in the middle of a word: the typo a fast typist makes. */
function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
}

export async function buildScenarios(db: Database): Promise<Scenario[]> {
  // The words shoppers can find things by: those of titles, subtitles and descriptions.
  const words = (
    await queryRows(
      db,
      sql`select distinct w as word
          from (select * from product_translations where locale = 'de'
                order by product_id limit 3000) as t,
            regexp_split_to_table(
              lower(t.title || ' ' || coalesce(t.subtitle, '') || ' ' || t.description),
              '[^[:alnum:]äöüß]+') as w
          where length(w) >= 3 and w !~ '^[0-9]+$'
          order by 1`,
      wordRowSchema,
    )
  ).map((row) => row.word);
  const prefixesOf = (word: string) =>
    Array.from({ length: Math.min(word.length, 12) - 1 }, (_, i) => word.slice(0, i + 2));
  const longWords = words.filter((word) => word.length >= 6);
  // Typed as they come: every prefix of every word, the second word of a phrase being
  // typed, and prefixes with a typo (corrected from the titles' words when they find nothing).
  const prefixes = [
    ...new Set([
      ...words.flatMap(prefixesOf),
      ...words.flatMap((first, i) =>
        i % 3 === 0
          ? words.slice(i + 1, i + 6).map((second) => `${first} ${second.slice(0, 3)}`)
          : [],
      ),
      ...longWords.map(withTypo),
    ]),
  ];
  const phrases = [
    ...new Set([
      ...words,
      ...longWords.map(withTypo),
      ...words.flatMap((first, i) =>
        i % 2 === 0 ? words.slice(i + 1, i + 5).map((second) => `${first} ${second}`) : [],
      ),
    ]),
  ];
  const categories = await queryRows(
    db,
    sql`select category_id as id, slug from category_translations where locale = 'de' order by 1`,
    categoryRowSchema,
  );
  const categoryRequests: Array<{
    url: string;
    body: Record<string, unknown>;
    categoryId: number;
  }> = [];
  for (const category of categories) {
    const values = (
      await queryRows(
        db,
        sql`select distinct v as value from search_offers o, unnest(o.facet_values) as v
            where o.store_key = 'de' and o.category_ids @> array[${category.id}]::int[]
            order by 1 limit 40`,
        facetRowSchema,
      )
    ).map((row) => row.value);
    const [prices] = await queryRows(
      db,
      sql`select coalesce(percentile_disc(0.25) within group (order by price_minor), 0) as low,
            coalesce(percentile_disc(0.75) within group (order by price_minor), 0) as high
          from search_offers where store_key = 'de' and category_ids @> array[${category.id}]::int[]`,
      priceRowSchema,
    );
    if (values.length === 0 || !prices) continue;
    const single = values.map((tagged) => {
      const [facet, ...rest] = tagged.split(':');
      return { [facet!]: [rest.join(':')] };
    });
    const filterSets: Record<string, unknown>[] = [
      {},
      { inStock: true },
      { price: { maxMinor: prices.high } },
      { price: { minMinor: prices.low, maxMinor: prices.high } },
      ...single,
      ...single.map((filter) => ({ ...filter, inStock: true })),
      ...single.map((filter) => ({ ...filter, price: { maxMinor: prices.high } })),
      ...single.flatMap((first, i) =>
        single
          .slice(i + 1)
          .flatMap((second) =>
            Object.keys(first)[0] === Object.keys(second)[0] ? [] : [{ ...first, ...second }],
          ),
      ),
    ];
    for (const filters of filterSets) {
      for (const sorting of SORT_OPTIONS) {
        for (const offset of [0, 48]) {
          categoryRequests.push({
            url: `/de/${category.slug}/`,
            categoryId: category.id,
            body: { aggregations: filters, sorting, offset },
          });
        }
      }
    }
  }
  const biggest = categoryRequests.find(
    (entry) => entry.url === '/de/blutdruckmessgeraete/oberarm/',
  );

  const listing = (overrides: Partial<ListingQuery>): ListingQuery => ({
    language: 'de',
    store,
    searchPhrase: '',
    filters: {},
    offset: 0,
    count: 48,
    withAggregations: false,
    ...overrides,
  });

  const drawPrefix = zipfDraw(prefixes);
  const drawPhrase = zipfDraw(phrases);
  const drawCategoryRequest = zipfDraw(categoryRequests);
  return [
    {
      name: 'autosuggest',
      distinctRequests: prefixes.length,
      request: (sequence) => ({
        path: '/search/autosuggest',
        headers,
        body: JSON.stringify({ searchPhrase: drawPrefix(sequence), constraints }),
      }),
      plannedListings: ['blutdr', 'ems', 'prim'].map((searchPhrase) =>
        listing({
          searchPhrase,
          sorting: 'popularity',
          count: 4,
          countLimit: AUTOSUGGEST_COUNT_LIMIT,
          textMatch: 'words',
        }),
      ),
    },
    {
      name: 'search (48 results)',
      distinctRequests: phrases.length,
      request: (sequence) => ({
        path: '/search/search',
        headers,
        body: JSON.stringify({
          searchPhrase: drawPhrase(sequence),
          isSearch: true,
          count: 48,
          constraints,
        }),
      }),
      plannedListings: [
        listing({ searchPhrase: 'ems anzug', textMatch: 'words' }),
        // A typo's second search, by its corrected words (typo-correction.ts).
        listing({ searchPhrase: 'blutdruckmessgerat', textMatch: 'words' }),
      ],
    },
    {
      name: 'filtered category page with aggregations',
      distinctRequests: categoryRequests.length,
      request: (sequence) => {
        const entry = drawCategoryRequest(sequence);
        return {
          path: '/search/page',
          headers,
          body: JSON.stringify({
            url: entry.url,
            count: 48,
            enableAggregations: true,
            ...entry.body,
            constraints,
          }),
        };
      },
      plannedListings: [
        listing({
          categoryId: biggest?.categoryId,
          filters: { cuffSize: ['22-42cm'] },
          withAggregations: true,
        }),
        listing({
          categoryId: biggest?.categoryId,
          sorting: 'priceAsc',
          filters: { inStock: true, function: ['app-connection'], price: { maxMinor: 10000 } },
          withAggregations: true,
        }),
      ],
    },
  ];
}
