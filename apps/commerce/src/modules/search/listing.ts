/**
 * Listings over the search documents: a category, a search phrase or both, with the
 * shopper's filters, sorting and paging, plus facet counts that follow the other selected
 * filters (a facet's own selection does not narrow its own counts).
 */

import {
  type Aggregation,
  type FilterSelection,
  LIST_FACETS,
  type ListFacet,
  type Listing,
} from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryTiles, type TileRow, tileColumns } from './product-tiles';
import { queryRows } from './rows';
import { type SearchTerms, searchTerms } from './search-phrase';
import { TEXT_SEARCH_CONFIG } from './text-search-config';
import { correctedPhrase } from './typo-correction';

export interface ListingQuery {
  language: LanguageCode;
  store: Store;
  categoryId?: number;
  searchPhrase: string;
  filters: FilterSelection;
  sorting?: Listing['sorting'];
  offset: number;
  count: number;
  withAggregations: boolean;
  /**
   * 'words' matches the phrase's words and prefixes through the full text index;
   * 'article' matches the phrase as an exact article number. (Typos are corrected before
   * a second search by words, typo-correction.ts.)
   */
  textMatch?: TextMatch;
  /**
   * Which text the words are matched in: the whole 'document' (searches), or the
   * 'suggestion', the document without the description (autosuggest, decision 201).
   */
  matchIn?: 'document' | 'suggestion';
  /** Count matches only up to this many (autosuggest); exact when left out. */
  countLimit?: number;
}

export type TextMatch = 'article' | 'words';

type FilterKey = ListFacet | 'inStock' | 'price';

/** What the facet cells also tell: the offers a listing without a phrase is among. */
const listedSchema = {
  category_offers: z.coerce.number().nullish(),
  store_offers: z.coerce.number().nullish(),
};
const countSchema = z.object({ total: z.coerce.number(), ...listedSchema });

interface ListingCounts {
  total: number;
  aggregations: Aggregation[] | undefined;
  /** Unfiltered offers of the category and of the store (listings without a phrase). */
  categoryOffers?: number | null;
  storeOffers?: number | null;
}

/**
 * Whether a page of a listing without a phrase is reached by fetching its matches and
 * sorting them rather than walking the store's offers in the sorting's order. The walk
 * reads about (offset + count) × store offers / matches rows, the fetch at most the
 * category's offers; the exact counts from the facet cells make this a sure choice where
 * the planner's estimate of a filter pair's selectivity is off by a thousand times.
 */
function fetchMatchesFirst(query: ListingQuery, counts: ListingCounts): boolean {
  if (!counts.storeOffers || !counts.categoryOffers || counts.total === 0) return false;
  const walked = ((query.offset + query.count) * counts.storeOffers) / counts.total;
  return walked > counts.categoryOffers;
}

const priceSortSchema = z.object({
  page_price: z.number().nullable(),
  walked: z.coerce.number(),
  fetched: z.coerce.number(),
});

/** A price sorting's page ends at this price: no row of the page lies beyond it. */
interface PageBound {
  descending: boolean;
  priceMinor: number;
}

/** How to reach the rows of a page of a listing without a phrase. */
async function pagePlan(
  db: Database,
  query: ListingQuery,
  counts: ListingCounts,
): Promise<{ fetchMatches: boolean; pageBound?: PageBound }> {
  if (query.sorting === 'priceAsc' || query.sorting === 'priceDesc') {
    return priceSortPlan(db, query);
  }
  return { fetchMatches: fetchMatchesFirst(query, counts) };
}

/**
 * A page of a price sorting, planned from the facet cells, which know the price of every
 * match. Prices are correlated with categories (blood pressure monitors cost less than
 * EMS suits), so the estimate of fetchMatchesFirst, which assumes matches spread evenly,
 * walked 25,800 rows for a page of in-stock monitors by price descending. Here the page's
 * last price says exactly how many of the store's offers a walk in price order passes,
 * and how many offers of the category with the selected filter values (what the
 * per-store indexes fetch) lie up to that price; the cheaper way wins, and the price bounds
 * the rows either way.
 */
async function priceSortPlan(
  db: Database,
  query: ListingQuery,
): Promise<{ fetchMatches: boolean; pageBound?: PageBound }> {
  const descending = query.sorting === 'priceDesc';
  const filters = filterConditions(query.filters);
  const matching = (keys: (key: FilterKey) => boolean) => {
    const chosen = [...filters].filter(([key]) => keys(key)).map(([, condition]) => condition);
    return chosen.length === 0 ? sql`true` : sql.join(chosen, sql` and `);
  };
  const order = sql.raw(descending ? 'desc' : 'asc');
  const reached = (column: SQL) =>
    descending
      ? sql`(${column} >= (select price_minor from page_price) or not exists (select 1 from page_price))`
      : sql`(${column} <= (select price_minor from page_price) or not exists (select 1 from page_price))`;
  const [row] = await queryRows(
    db,
    sql`with category as (
        select price_minor, offers, ${matching(() => true)} as matches,
          ${matching((key) => key !== 'inStock' && key !== 'price')} as indexed
        from search_facet_cells o where ${sql.join(cellConditions(query), sql` and `)}
      ),
      page_price as (
        select price_minor from (
          select price_minor, sum(sum(offers)) over (order by price_minor ${order}) as upto
          from category where matches group by price_minor
        ) as prices
        where upto >= ${query.offset + query.count}
        order by price_minor ${order} limit 1
      )
      select (select price_minor from page_price) as page_price,
        (select coalesce(sum(s.offers), 0) from search_facet_cells s
          where s.store_key = ${query.store.key} and s.category_id = 0
            and s.text_locales @> array[${query.language}]::text[] and s.offers > 0
            and ${reached(sql`s.price_minor`)}) as walked,
        (select coalesce(sum(offers), 0) from category
          where indexed and ${reached(sql`price_minor`)}) as fetched`,
    priceSortSchema,
  );
  if (!row) return { fetchMatches: false };
  return {
    fetchMatches: row.walked > row.fetched,
    ...(row.page_price === null ? {} : { pageBound: { descending, priceMinor: row.page_price } }),
  };
}

/**
 * Relevance is computed for at most this many matches, the most popular ones: ranking
 * every match of a broad phrase ('ems' matches 40 % of a large catalog) costs more than
 * the whole answer. Matches beyond follow by popularity, so paging stays one total order.
 */
export const RANKED_CANDIDATES = 1000;

/**
 * Below this many matches a phrase's rows are found through the text index first (a
 * thousand key lookups at most); from it on, matches are dense enough that walking the
 * store's offers in the sorting's order meets a page of them soon. Equal to the
 * autosuggest's count cap, whose capped count then still decides.
 */
export const FEW_MATCHES = 1000;

/**
 * The statements of a listing, exposed so the search benchmark and the query-plan tests
 * can EXPLAIN exactly what shoppers run (issue 4: no sequential scans on the search
 * documents).
 */
export function listingStatements(
  query: ListingQuery,
  options: { fewMatches?: boolean; fetchMatches?: boolean; pageBound?: PageBound } = {},
) {
  const terms = searchTerms(query.searchPhrase);
  const sorting = query.sorting ?? (terms ? 'relevance' : 'popularity');
  const textMatch = query.textMatch ?? 'words';
  const base = baseConditions(query, terms);
  const filters = filterConditions(query.filters);
  const where = (except?: FilterKey) =>
    sql.join(
      [...base, ...[...filters].filter(([key]) => key !== except).map(([, c]) => c)],
      sql` and `,
    );
  const order = orderBy(sorting, terms, query.language);
  const page = sql`limit ${query.count} offset ${query.offset}`;
  if (!terms) {
    // Without a phrase nothing needs the text but the tiles' titles: the listing's rows
    // come from the offers alone (their text_locales stand for the join), and only the
    // page's rows meet their text and product.
    const from = sql`search_offers o`;
    // The counts come from the facet cells (schema.ts): the same conditions hold for a
    // cell as for each of its offers, so summing its offers answers as counting them.
    const cells = sql`search_facet_cells o`;
    const cellBase = cellConditions(query);
    const cellFilters =
      filters.size === 0 ? sql`true` : sql.join([...filters.values()], sql` and `);
    // Few matches for the page (fetchMatches, decided from the exact counts): they are
    // fetched through the category and filter indexes and sorted, where walking the
    // store's offers in the sorting's order would read most of them to find a page (a
    // rare filter pair in a big category walked all 100,000 offers in 470 ms). OFFSET 0
    // keeps the planner from turning the fetch back into that walk.
    // The page's last price bounds a price sorting's rows (priceSortPlan): with it the
    // fetch reads the matches up to that price only.
    const bound = options.pageBound;
    const pageWhere = bound
      ? sql`${where()} and o.price_minor ${sql.raw(bound.descending ? '>=' : '<=')} ${bound.priceMinor}`
      : where();
    const matches = options.fetchMatches
      ? sql`(select o.* from ${from} where ${pageWhere} offset 0) as o`
      : sql`${from} where ${pageWhere}`;
    return {
      sorting,
      items: sql`select ${tileColumns(query.store)}
          from (select o.* from ${matches} order by ${order} ${page}) as o
          join search_texts t on t.product_id = o.product_id and t.locale = ${query.language}
          order by ${order}`,
      total:
        query.countLimit === undefined
          ? sql`select coalesce(sum(offers) filter (where ${cellFilters}), 0) as total,
              ${listedOffers(query)}
              from ${cells} where ${sql.join(cellBase, sql` and `)}`
          : countStatement(from, where(), query.countLimit),
      aggregations: aggregationStatement(
        cells,
        cellBase,
        filters,
        query.language,
        'cells',
        listedOffers(query),
      ),
    };
  }
  const from = sql`search_offers o join search_texts t on t.product_id = o.product_id and t.locale = ${query.language}`;
  const text = textCondition(query, terms);
  // Few matches: the texts found through the language's index come first and each meets
  // its offer by key (OFFSET 0 and the lateral LIMIT 1 keep the planner from reordering),
  // so a rare phrase never walks the store's offers by popularity hoping to meet a match,
  // which read all 100,000 when there was none.
  // Many matches (the count said so) by popularity, autosuggest's order: the store's
  // offers are walked by popularity, each meeting its text by key, so a page of 1 % dense
  // matches reads a few hundred rows. Left to the planner, the row estimate of two
  // prefixes (67 for the 12,498 matches of 'kurzes lan') made it fetch and sort every
  // match: 114 ms for four suggestions, 8 ms walked. Not for the other sortings: matches
  // can gather at one end of a price range ('kurzes lan' by price, walked: 729 ms).
  const walkOffers = options.fewMatches === false && sorting === 'popularity';
  const itemsFrom =
    options.fewMatches && text
      ? sql`(select * from search_texts t where t.locale = ${query.language} and ${text}
            offset 0) as t
          cross join lateral (select * from search_offers o
            where o.product_id = t.product_id and o.store_key = ${query.store.key} limit 1) as o`
      : walkOffers && text
        ? sql`search_offers o
          cross join lateral (select * from search_texts t
            where t.product_id = o.product_id and t.locale = ${query.language} and ${text}
            limit 1) as t`
        : from;
  return {
    sorting,
    items:
      sorting === 'relevance' && textMatch === 'words'
        ? rankedItems(query, terms, itemsFrom, where())
        : sql`select ${tileColumns(query.store)}
          from ${itemsFrom}
          where ${where()} order by ${order} ${page}`,
    total: countStatement(from, where(), query.countLimit),
    aggregations: aggregationStatement(from, base, filters, query.language),
  };
}

function countStatement(from: SQL, where: SQL, countLimit: number | undefined): SQL {
  return countLimit === undefined
    ? sql`select count(*) as total from ${from} where ${where}`
    : sql`select count(*) as total from (select 1 from ${from} where ${where} limit ${countLimit}) as capped`;
}

/**
 * Runs a listing. A phrase is first matched by words through the full text index; only
 * when nothing matches are its misspelt words corrected from the titles' vocabulary and
 * the corrected phrase matched by words (typo-correction.ts), so typos still find
 * products while the common case never pays for the correction.
 */
export async function runListing(db: Database, query: ListingQuery): Promise<Listing> {
  const terms = searchTerms(query.searchPhrase);
  if (!terms || query.textMatch !== undefined) return runListingOnce(db, query);
  // A phrase that is an article number lists exactly that product (spec: found exactly).
  if (terms.articleNumber) {
    const exact = await runListingOnce(db, { ...query, textMatch: 'article' });
    if (exact.total > 0) return exact;
  }
  const listing = await runListingOnce(db, { ...query, textMatch: 'words' });
  if (listing.total > 0) return listing;
  const corrected = await correctedPhrase(db, query.language, terms);
  return corrected === null
    ? listing
    : runListingOnce(db, { ...query, searchPhrase: corrected, textMatch: 'words' });
}

async function runListingOnce(db: Database, query: ListingQuery): Promise<Listing> {
  const statements = listingStatements(query);
  // With aggregations, the one pass that counts the facets also counts the listing.
  const countAll = (): Promise<ListingCounts> =>
    query.withAggregations
      ? facetCounts(db, query, statements.aggregations)
      : queryRows(db, statements.total, countSchema).then((totals) => ({
          total: totals[0]?.total ?? 0,
          aggregations: undefined,
          categoryOffers: totals[0]?.category_offers,
          storeOffers: totals[0]?.store_offers,
        }));
  let rows: TileRow[];
  let counts: ListingCounts;
  const terms = searchTerms(query.searchPhrase);
  if (!terms && query.countLimit === undefined) {
    // Counted first from the facet cells (a millisecond): the exact counts say how to
    // reach the page's rows, and a page past the matches needs no statement.
    counts = await countAll();
    rows =
      counts.total <= query.offset
        ? []
        : await queryTiles(db, listingStatements(query, await pagePlan(db, query, counts)).items);
  } else if (query.searchPhrase && terms && query.textMatch !== 'article') {
    // A phrase is counted first: the count says how to reach the page's rows (few
    // matches through the text index first, many by walking the sorting), and a page
    // past the matches (none at all, often, for a phrase with a typo) needs no statement.
    counts = await countAll();
    rows =
      counts.total <= query.offset &&
      (query.countLimit === undefined || counts.total < query.countLimit)
        ? []
        : await queryTiles(
            db,
            listingStatements(query, { fewMatches: counts.total < FEW_MATCHES }).items,
          );
  } else {
    [rows, counts] = await Promise.all([queryTiles(db, statements.items), countAll()]);
  }

  const items = rows.map((row) => row.tile);
  return {
    total: counts.total,
    count: items.length,
    offset: query.offset,
    sorting: statements.sorting,
    items,
    ...(counts.aggregations ? { aggregations: counts.aggregations } : {}),
  };
}

/** What every row of the listing must match: the store, the category and the phrase. */
function baseConditions(query: ListingQuery, terms: SearchTerms | null): SQL[] {
  const conditions: SQL[] = [sql`o.store_key = ${query.store.key}`];
  // With a phrase, the join to the text row of the language does this.
  if (!terms) conditions.push(sql`o.text_locales @> array[${query.language}]::text[]`);
  if (query.categoryId !== undefined) {
    conditions.push(sql`o.category_ids @> array[${query.categoryId}]::int[]`);
  }
  if (terms) {
    conditions.push(
      textCondition(query, terms) ??
        sql`o.article_numbers @> array[${terms.articleNumber}]::text[]`,
    );
  }
  return conditions;
}

/**
 * What every facet cell of a listing without a phrase must match: the store's cells of
 * the category (0: the whole store) whose offers have a text in the language.
 */
function cellConditions(query: ListingQuery): SQL[] {
  return [
    sql`o.store_key = ${query.store.key}`,
    sql`o.category_id = ${query.categoryId ?? 0}`,
    sql`o.text_locales @> array[${query.language}]::text[]`,
    sql`o.offers > 0`,
  ];
}

/**
 * The offers of the category and of the whole store (in the language), unfiltered, as
 * columns `category_offers` and `store_offers`: what the page's rows are found among,
 * which decides how to reach them (runListingOnce). Read from the cells of `o`.
 */
function listedOffers(query: ListingQuery): SQL {
  return sql`coalesce(sum(offers), 0) as category_offers,
    (select coalesce(sum(s.offers), 0) from search_facet_cells s
      where s.store_key = ${query.store.key} and s.category_id = 0
        and s.text_locales @> array[${query.language}]::text[]) as store_offers`;
}

/**
 * The phrase's condition on the text row (none for an article number, which offers
 * carry). It sits on the joined text row itself, so the planner reaches the matches
 * through the language's GIN index and joins offers by key.
 */
function textCondition(query: ListingQuery, terms: SearchTerms): SQL | null {
  if (query.textMatch === 'article') return null;
  const column = sql.raw(query.matchIn === 'suggestion' ? 't.suggestion' : 't.document');
  return sql`${column} @@ ${tsQuery(query.language, terms)}`;
}

function tsQuery(language: LanguageCode, terms: SearchTerms): SQL {
  const config = TEXT_SEARCH_CONFIG[language];
  return sql`to_tsquery(${config}::regconfig, unaccent(${terms.prefixQuery}))`;
}

/** The shopper's selected filters, one condition each, keyed by what the filter is. */
function filterConditions(filters: FilterSelection): Map<FilterKey, SQL> {
  const conditions = new Map<FilterKey, SQL>();
  if (filters.inStock) conditions.set('inStock', sql`o.in_stock`);
  if (filters.price) {
    const { minMinor, maxMinor } = filters.price;
    const bounds: SQL[] = [];
    if (minMinor !== undefined) bounds.push(sql`o.price_minor >= ${minMinor}`);
    if (maxMinor !== undefined) bounds.push(sql`o.price_minor <= ${maxMinor}`);
    if (bounds.length > 0) conditions.set('price', sql.join(bounds, sql` and `));
  }
  for (const facet of LIST_FACETS) {
    const selected = filters[facet];
    if (!selected || selected.length === 0) continue;
    const tagged = selected.map((value) => `${facet}:${value}`);
    conditions.set(facet, sql`o.facet_values && ${toTextArray(tagged)}`);
  }
  return conditions;
}

/**
 * A search ranked by relevance: the most popular RANKED_CANDIDATES matches ranked by
 * ts_rank_cd (popularity breaks ties), then every further match by popularity. The second
 * part only runs for pages that reach past the candidates (LIMIT 0 reads nothing).
 */
function rankedItems(query: ListingQuery, terms: SearchTerms, from: SQL, where: SQL): SQL {
  const pastCandidates = Math.max(0, query.offset + query.count - RANKED_CANDIDATES);
  return sql`select ${tileColumns(query.store)}
    from (
      (select c.product_id, 0 as part,
          ts_rank_cd(c.document, ${tsQuery(query.language, terms)}) as rank, c.popularity
        from (select o.product_id, o.popularity, t.document from ${from} where ${where}
              order by o.popularity desc, o.product_id asc limit ${RANKED_CANDIDATES}) as c)
      union all
      (select o.product_id, 1 as part, 0 as rank, o.popularity from ${from} where ${where}
        order by o.popularity desc, o.product_id asc
        offset ${RANKED_CANDIDATES} limit ${pastCandidates})
    ) as ranked
    join search_offers o on o.product_id = ranked.product_id and o.store_key = ${query.store.key}
    join search_texts t on t.product_id = ranked.product_id and t.locale = ${query.language}
    order by ranked.part asc, ranked.rank desc, ranked.popularity desc, ranked.product_id asc
    limit ${query.count} offset ${query.offset}`;
}

/** A text[] parameter built from values that were validated to hold no quotes or braces. */
function toTextArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

function orderBy(
  sorting: Listing['sorting'],
  terms: SearchTerms | null,
  language: LanguageCode,
): SQL {
  switch (sorting) {
    case 'priceAsc':
      return sql`o.price_minor asc, o.product_id asc`;
    case 'priceDesc':
      return sql`o.price_minor desc, o.product_id asc`;
    case 'reviews':
      return sql`o.rating_centis desc, o.review_count desc, o.popularity desc, o.product_id asc`;
    case 'new':
      return sql`o.created_at desc, o.product_id asc`;
    case 'relevance':
      if (terms) {
        return sql`ts_rank_cd(t.document, ${tsQuery(language, terms)}) desc,
          o.popularity desc, o.product_id asc`;
      }
      return sql`o.popularity desc, o.product_id asc`;
    default:
      return sql`o.popularity desc, o.product_id asc`;
  }
}

const aggregationRowSchema = z.object({
  value: z.string().nullable(),
  total: z.coerce.number(),
  in_stock: z.coerce.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  label: z.string().nullable(),
  ...listedSchema,
});

/**
 * Every count of a listing in one pass over its rows: each row carries a flag per selected
 * filter, and a count applies all flags but the ones it must ignore — a facet's values
 * ignore that facet's own selection (so a shopper can widen it), the in-stock count
 * ignores the in-stock filter and the price range the price filter. One row per facet
 * value, plus one summary row (value null) with the listing total, the in-stock count and
 * the price range.
 */
function aggregationStatement(
  from: SQL,
  base: SQL[],
  filters: Map<FilterKey, SQL>,
  language: LanguageCode,
  rows: 'offers' | 'cells' = 'offers',
  listed?: SQL,
): SQL {
  // A facet cell stands for its number of offers; an offer for one.
  const tally = (where: SQL) =>
    rows === 'cells'
      ? sql`coalesce(sum(offers) filter (where ${where}), 0)`
      : sql`count(*) filter (where ${where})`;
  const keys = [...filters.keys()];
  const flag = (key: FilterKey) => sql.raw(`f_${keys.indexOf(key)}`);
  const allBut = (except?: FilterKey) => {
    const flags = keys.filter((key) => key !== except).map(flag);
    return flags.length === 0 ? sql`true` : sql.join(flags, sql` and `);
  };
  const flagColumns = keys.map((key) => sql`, (${filters.get(key)}) as ${flag(key)}`);
  const selectedFacets = LIST_FACETS.filter((facet) => filters.has(facet));
  const valueCondition =
    selectedFacets.length === 0
      ? allBut()
      : sql`case split_part(v.value, ':', 1) ${sql.join(
          selectedFacets.map((facet) => sql`when ${facet} then ${allBut(facet)}`),
          sql` `,
        )} else ${allBut()} end`;
  const weight = rows === 'cells' ? sql`o.offers` : sql`1`;
  // The values' labels in the language come along, in the same round trip.
  return sql`select counted.*, tr.label from (with matched as (
      select o.facet_values, o.in_stock, o.price_minor, ${weight} as offers${sql.join(flagColumns, sql``)}
      from ${from} where ${sql.join(base, sql` and `)}
    )
    select v.value, ${rows === 'cells' ? sql`sum(offers)` : sql`count(*)`} as total,
        null::bigint as in_stock, null::int as min, null::int as max${
          listed ? sql`, null::bigint as category_offers, null::bigint as store_offers` : sql``
        }
      -- unnest in the select list (one ProjectSet) costs less than a lateral function
      -- scan started once per row.
      from (select unnest(facet_values) as value, offers${sql.join(
        keys.map((key) => sql`, ${flag(key)}`),
        sql``,
      )} from matched) as v
      where ${valueCondition}
      group by v.value
    union all
    select null, ${tally(allBut())},
      ${tally(sql`${allBut('inStock')} and in_stock`)},
      min(price_minor) filter (where ${allBut('price')}),
      max(price_minor) filter (where ${allBut('price')})${listed ? sql`, ${listed}` : sql``}
      from matched) as counted
    left join facet_value_translations tr
      on tr.locale = ${language} and counted.value = tr.facet || ':' || tr.value`;
}

/** Runs the one-pass counts and shapes them as the listing's aggregations, labelled. */
async function facetCounts(
  db: Database,
  query: ListingQuery,
  statement: SQL,
): Promise<ListingCounts & { aggregations: Aggregation[] }> {
  const { filters } = query;
  const rows = await queryRows(db, statement, aggregationRowSchema);
  const summary = rows.find((row) => row.value === null);
  const valueRows = rows.flatMap((row) =>
    row.value === null ? [] : [{ value: row.value, total: row.total }],
  );
  const labelOf = new Map(
    rows.flatMap(
      (row): Array<[string, string]> =>
        row.value !== null && row.label ? [[row.value, row.label]] : [],
    ),
  );
  const aggregations: Aggregation[] = LIST_FACETS.map((facet) => {
    const selected = new Set(filters[facet] ?? []);
    const prefix = `${facet}:`;
    const values = valueRows
      .filter((row) => row.value.startsWith(prefix) && row.total > 0)
      .map((row) => {
        const value = row.value.slice(prefix.length);
        return {
          value,
          label: labelOf.get(row.value) ?? value,
          count: row.total,
          selected: selected.has(value),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label, query.language, { numeric: true }));
    return { kind: 'values', facet, values };
  });
  aggregations.push({
    kind: 'inStock',
    count: summary?.in_stock ?? 0,
    selected: filters.inStock === true,
  });
  aggregations.push({
    kind: 'price',
    minMinor: summary?.min ?? null,
    maxMinor: summary?.max ?? null,
  });
  return {
    total: summary?.total ?? 0,
    aggregations,
    categoryOffers: summary?.category_offers,
    storeOffers: summary?.store_offers,
  };
}
