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
import { tileColumns, tileRowSchema, toProductTile } from './product-tiles';
import { queryRows } from './rows';
import { type SearchTerms, searchTerms } from './search-phrase';
import { TEXT_SEARCH_CONFIG } from './text-search-config';

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
   * 'similar' matches titles by trigram similarity, for phrases with typos;
   * 'article' matches the phrase as an exact article number.
   */
  textMatch?: TextMatch;
  /** Count matches only up to this many (autosuggest); exact when left out. */
  countLimit?: number;
}

export type TextMatch = 'article' | 'words' | 'similar';

type FilterKey = ListFacet | 'inStock' | 'price';

const countSchema = z.object({ total: z.coerce.number() });

/**
 * The statements of a listing, exposed so the search benchmark can EXPLAIN exactly what
 * shoppers run (issue 4: no sequential scans on the search documents).
 */
export function listingStatements(query: ListingQuery) {
  const terms = searchTerms(query.searchPhrase);
  const sorting = query.sorting ?? (terms ? 'relevance' : 'popularity');
  const where = (except?: FilterKey) => whereClause(query, terms, except);
  const from = sql`search_offers o join search_texts t on t.product_id = o.product_id and t.locale = ${query.language}`;
  return {
    sorting,
    from,
    where,
    items: sql`select ${tileColumns}
          from ${from} join products p on p.id = o.product_id
          where ${where()}
          order by ${orderBy(sorting, terms, query.language, query.textMatch ?? 'words')}
          limit ${query.count} offset ${query.offset}`,
    total:
      query.countLimit === undefined
        ? sql`select count(*) as total from ${from} where ${where()}`
        : sql`select count(*) as total from (select 1 from ${from} where ${where()} limit ${query.countLimit}) as capped`,
    facetValues: (except?: FilterKey) =>
      sql`select v.value, count(*) as total
          from ${from}, unnest(o.facet_values) as v(value)
          where ${where(except)} group by v.value`,
  };
}

/**
 * Runs a listing. A phrase is first matched by words through the full text index; only
 * when nothing matches is it tried again by trigram similarity, so typos still find
 * products while the common case never pays for similarity over every title.
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
  return listing.total === 0 ? runListingOnce(db, { ...query, textMatch: 'similar' }) : listing;
}

async function runListingOnce(db: Database, query: ListingQuery): Promise<Listing> {
  const statements = listingStatements(query);
  const [rows, totals, aggregations] = await Promise.all([
    queryRows(db, statements.items, tileRowSchema),
    queryRows(db, statements.total, countSchema),
    query.withAggregations
      ? facetCounts(db, query, statements.from, statements.where, statements.facetValues)
      : Promise.resolve(undefined),
  ]);

  const items = rows.map((row) => toProductTile(row, query.language, query.store));
  return {
    total: totals[0]?.total ?? 0,
    count: items.length,
    offset: query.offset,
    sorting: statements.sorting,
    items,
    ...(aggregations ? { aggregations } : {}),
  };
}

function whereClause(query: ListingQuery, terms: SearchTerms | null, except?: FilterKey): SQL {
  const conditions: SQL[] = [sql`o.store_key = ${query.store.key}`];
  if (query.categoryId !== undefined) {
    conditions.push(sql`o.category_ids @> array[${query.categoryId}]::int[]`);
  }
  if (terms) {
    const config = TEXT_SEARCH_CONFIG[query.language];
    // The condition sits on the joined text row itself, so the planner reaches the
    // matches through the language's GIN index and joins offers by key.
    conditions.push(
      query.textMatch === 'article'
        ? sql`o.article_numbers @> array[${terms.articleNumber}]::text[]`
        : query.textMatch === 'similar'
          ? sql`t.title_words %> unaccent(${terms.joined})`
          : sql`t.document @@ to_tsquery(${config}::regconfig, unaccent(${terms.prefixQuery}))`,
    );
  }
  const { filters } = query;
  if (filters.inStock && except !== 'inStock') conditions.push(sql`o.in_stock`);
  if (filters.price && except !== 'price') {
    const { minMinor, maxMinor } = filters.price;
    if (minMinor !== undefined) conditions.push(sql`o.price_minor >= ${minMinor}`);
    if (maxMinor !== undefined) conditions.push(sql`o.price_minor <= ${maxMinor}`);
  }
  for (const facet of LIST_FACETS) {
    const selected = filters[facet];
    if (facet === except || !selected || selected.length === 0) continue;
    const tagged = selected.map((value) => `${facet}:${value}`);
    conditions.push(sql`o.facet_values && ${toTextArray(tagged)}`);
  }
  return sql.join(conditions, sql` and `);
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
  textMatch: TextMatch,
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
      if (terms && textMatch === 'similar') {
        return sql`word_similarity(unaccent(${terms.joined}), t.title_words) desc,
          o.popularity desc, o.product_id asc`;
      }
      if (terms) {
        const config = TEXT_SEARCH_CONFIG[language];
        return sql`ts_rank_cd(t.document, to_tsquery(${config}::regconfig, unaccent(${terms.prefixQuery}))) desc,
          o.popularity desc, o.product_id asc`;
      }
      return sql`o.popularity desc, o.product_id asc`;
    default:
      return sql`o.popularity desc, o.product_id asc`;
  }
}

const facetCountSchema = z.object({ value: z.string(), total: z.coerce.number() });
const inStockCountSchema = z.object({ total: z.coerce.number() });
const priceRangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/**
 * Facet counts under every other selected filter. Facets without a selection share one
 * query; each facet with a selection gets its own, so a shopper can widen a selection.
 */
async function facetCounts(
  db: Database,
  query: ListingQuery,
  from: SQL,
  where: (except?: FilterKey) => SQL,
  facetValues: (except?: FilterKey) => SQL,
): Promise<Aggregation[]> {
  const { filters } = query;
  const selectedFacets = LIST_FACETS.filter((facet) => (filters[facet]?.length ?? 0) > 0);
  const countValues = (except?: FilterKey) => queryRows(db, facetValues(except), facetCountSchema);
  const [shared, ownCounts, inStock, price, labels] = await Promise.all([
    countValues(),
    Promise.all(selectedFacets.map((facet) => countValues(facet))),
    queryRows(
      db,
      sql`select count(*) as total from ${from} where ${where('inStock')} and o.in_stock`,
      inStockCountSchema,
    ),
    queryRows(
      db,
      sql`select min(o.price_minor) as min, max(o.price_minor) as max from ${from} where ${where('price')}`,
      priceRangeSchema,
    ),
    queryRows(
      db,
      sql`select facet || ':' || value as value, label from facet_value_translations where locale = ${query.language}`,
      z.object({ value: z.string(), label: z.string() }),
    ),
  ]);
  const labelOf = new Map(labels.map((row) => [row.value, row.label]));
  const aggregations: Aggregation[] = LIST_FACETS.map((facet) => {
    const ownIndex = selectedFacets.indexOf(facet);
    const rows = ownIndex >= 0 ? (ownCounts[ownIndex] ?? []) : shared;
    const selected = new Set(filters[facet] ?? []);
    const prefix = `${facet}:`;
    const values = rows
      .filter((row) => row.value.startsWith(prefix))
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
    count: inStock[0]?.total ?? 0,
    selected: filters.inStock === true,
  });
  aggregations.push({
    kind: 'price',
    minMinor: price[0]?.min ?? null,
    maxMinor: price[0]?.max ?? null,
  });
  return aggregations;
}
