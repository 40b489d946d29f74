/**
 * Autosuggest (spec 7): the first products matching the phrase as typed (prefixes and
 * small typos), plus matching categories and manufacturers, grouped by type.
 */

import type { AutosuggestAnswer, Suggestion } from '@shop/search-contract';
import { type LanguageCode, localizedPath, productPath, type Store } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ListingQuery, listingStatements, runListing } from './listing';
import { queryRows } from './rows';
import { type SearchTerms, searchTerms } from './search-phrase';

/**
 * Suggestions count products only up to this many: an exact count of a broad prefix
 * ('blut' matches a quarter of a large catalog) would cost more than the whole answer,
 * on every keystroke; the search results page shows the exact number.
 */
export const AUTOSUGGEST_COUNT_LIMIT = 1000;

const categoryRowSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const manufacturerRowSchema = z.object({ manufacturer: z.string() });

interface AutosuggestQuery {
  language: LanguageCode;
  store: Store;
  searchPhrase: string;
  count: number;
}

/** The product listing behind the suggestions: the best sellers among the matches. */
function productListing(query: AutosuggestQuery): ListingQuery {
  return {
    language: query.language,
    store: query.store,
    searchPhrase: query.searchPhrase,
    // The best sellers among the matches: cheaper than ranking every match by relevance.
    sorting: 'popularity',
    // Titles, article numbers, subtitles, manufacturers and categories, not descriptions:
    // a suggestion names what was typed (decision 201).
    matchIn: 'suggestion',
    countLimit: AUTOSUGGEST_COUNT_LIMIT,
    filters: {},
    offset: 0,
    count: query.count,
    withAggregations: false,
  };
}

function categoryStatement(query: AutosuggestQuery, terms: SearchTerms): SQL {
  const likePrefix = `${terms.words.join(' ')}%`;
  return sql`select c.category_id as id, c.name, c.slug from category_translations c
      where c.locale = ${query.language}
        and (lower(unaccent(c.name)) like unaccent(${likePrefix})
             or lower(unaccent(c.name)) like unaccent(${`% ${likePrefix}`})
             or lower(unaccent(c.name)) %> unaccent(${terms.joined}))
      order by c.name limit ${query.count}`;
}

/**
 * Manufacturers whose name starts with the phrase, each once (ignoring case). A skip scan
 * over the prefix index (its text_pattern_ops order, hence the ~<~ and ~>~ operators):
 * one index probe per manufacturer found, instead of reading every
 * product of a big brand (20,000 for a prefix like 'vit' on the benchmark catalog).
 */
function manufacturerStatement(query: AutosuggestQuery, terms: SearchTerms): SQL {
  const likePrefix = `${terms.words.join(' ')}%`;
  const next = (after: SQL) => sql`select lower(p.manufacturer) as key, p.manufacturer
      from products p
      where lower(p.manufacturer) like ${likePrefix} and ${after}
      order by lower(p.manufacturer) using ~<~ limit 1`;
  return sql`with recursive found(key, manufacturer) as (
      (${next(sql`true`)})
      union all
      select following.key, following.manufacturer
      from found, lateral (${next(sql`lower(p.manufacturer) ~>~ found.key`)}) as following
    )
    select manufacturer from found order by manufacturer limit ${query.count}`;
}

/**
 * The statements of an autosuggest whose phrase matches by words, labelled, for the
 * benchmark's EXPLAIN (a phrase matching nothing adds the typo correction and, with a
 * correction, the same statements for the corrected phrase).
 */
export function autosuggestStatements(query: AutosuggestQuery): Array<[string, SQL]> {
  const terms = searchTerms(query.searchPhrase);
  if (!terms) return [];
  const listing = listingStatements({ ...productListing(query), textMatch: 'words' });
  const fewMatches = listingStatements(
    { ...productListing(query), textMatch: 'words' },
    { fewMatches: true },
  );
  return [
    ['products', listing.items],
    ['products (few matches)', fewMatches.items],
    ['product count', listing.total],
    ['categories', categoryStatement(query, terms)],
    ['manufacturers', manufacturerStatement(query, terms)],
  ];
}

export async function autosuggest(
  db: Database,
  query: AutosuggestQuery,
): Promise<AutosuggestAnswer['data']> {
  const empty = { count: 0, items: [] };
  const terms = searchTerms(query.searchPhrase);
  if (!terms) return { products: empty, categories: empty, manufacturers: empty, others: empty };
  const [listing, categories, manufacturers] = await Promise.all([
    runListing(db, productListing(query)),
    queryRows(db, categoryStatement(query, terms), categoryRowSchema),
    queryRows(db, manufacturerStatement(query, terms), manufacturerRowSchema),
  ]);
  const products = listing.items.map(
    (item): Suggestion => ({
      id: String(item.id),
      url: productPath(query.language, String(item.id)),
      title: item.title,
      category_title: null,
      manufacturer_title: item.manufacturer,
      picture_url_main: item.imageUrl,
      overviewImages: item.imageUrl ? [item.imageUrl] : [],
    }),
  );
  return {
    products: { count: listing.total, items: products },
    categories: {
      count: categories.length,
      items: categories.map((category) => ({
        id: String(category.id),
        url: `/${query.language}/${category.slug}/`,
        title: category.name,
        category_title: category.name,
        manufacturer_title: null,
        picture_url_main: null,
        overviewImages: [],
      })),
    },
    manufacturers: {
      count: manufacturers.length,
      items: manufacturers.map((row) => ({
        id: row.manufacturer,
        url: `${localizedPath(query.language, 'search')}?searchPhrase=${encodeURIComponent(row.manufacturer)}`,
        title: row.manufacturer,
        category_title: null,
        manufacturer_title: row.manufacturer,
        picture_url_main: null,
        overviewImages: [],
      })),
    },
    others: empty,
  };
}
