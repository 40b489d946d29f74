/**
 * Autosuggest (spec 7): the first products matching the phrase as typed (prefixes and
 * small typos), plus matching categories and manufacturers, grouped by type.
 */

import type { AutosuggestAnswer, Suggestion } from '@shop/search-contract';
import { type LanguageCode, localizedPath, productPath, type Store } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { runListing } from './listing';
import { queryRows } from './rows';
import { searchTerms } from './search-phrase';

/**
 * Suggestions count products only up to this many: an exact count of a broad prefix
 * ('blut' matches a quarter of a large catalog) would cost more than the whole answer,
 * on every keystroke; the search results page shows the exact number.
 */
export const AUTOSUGGEST_COUNT_LIMIT = 1000;

const categoryRowSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const manufacturerRowSchema = z.object({ manufacturer: z.string(), total: z.coerce.number() });

export async function autosuggest(
  db: Database,
  query: { language: LanguageCode; store: Store; searchPhrase: string; count: number },
): Promise<AutosuggestAnswer['data']> {
  const empty = { count: 0, items: [] };
  const terms = searchTerms(query.searchPhrase);
  if (!terms) return { products: empty, categories: empty, manufacturers: empty, others: empty };
  const likePrefix = `${terms.words.join(' ')}%`;
  const [listing, categories, manufacturers] = await Promise.all([
    runListing(db, {
      language: query.language,
      store: query.store,
      searchPhrase: query.searchPhrase,
      // The best sellers among the matches: cheaper than ranking every match by relevance.
      sorting: 'popularity',
      countLimit: AUTOSUGGEST_COUNT_LIMIT,
      filters: {},
      offset: 0,
      count: query.count,
      withAggregations: false,
    }),
    queryRows(
      db,
      sql`select c.category_id as id, c.name, c.slug from category_translations c
          where c.locale = ${query.language}
            and (lower(unaccent(c.name)) like unaccent(${likePrefix})
                 or lower(unaccent(c.name)) like unaccent(${`% ${likePrefix}`})
                 or lower(unaccent(c.name)) %> unaccent(${terms.joined}))
          order by c.name limit ${query.count}`,
      categoryRowSchema,
    ),
    queryRows(
      db,
      sql`select p.manufacturer, count(*) as total from products p
          where lower(p.manufacturer) like ${likePrefix}
          group by p.manufacturer order by p.manufacturer limit ${query.count}`,
      manufacturerRowSchema,
    ),
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
