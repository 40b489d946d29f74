/**
 * The commerce search service's HTTP face (spec 7): JSON over POST with the instance
 * header. Routes only validate, call the search services and shape the answer.
 */

import {
  type AutosuggestAnswer,
  autosuggestRequestSchema,
  type PageAnswer,
  type ParsedSearchRequest,
  type ProductDetail,
  type SearchAnswer,
  searchPaths,
  searchRequestSchema,
} from '@shop/search-contract';
import { getStore } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { findContentPage, getPageElements } from '../content/service';
import {
  type AnswerScope,
  autosuggestCacheKey,
  categoryCacheKey,
  listingCacheKey,
  type SearchAnswerCache,
} from './answer-cache';
import { autosuggest } from './autosuggest';
import { findCategoryByPath } from './category-lookup';
import { requireInstance } from './instance-header';
import { type ListingQuery, runListing } from './listing';
import { registerLookupRoutes } from './lookup-routes';
import { loadProductDetail, type ProductDetailQuery } from './product-detail';
import { parseProductPath } from './product-path';

// Other modules' routes (content) check the header through here.
export { requireInstance } from './instance-header';

function listingQuery(body: ParsedSearchRequest, categoryId?: number): ListingQuery {
  const { language, group } = body.constraints.query;
  return {
    language,
    store: getStore(group),
    categoryId,
    searchPhrase: body.searchPhrase,
    filters: body.aggregations,
    sorting: body.sorting,
    offset: body.offset,
    count: body.count,
    withAggregations: body.enableAggregations,
  };
}

/** A product page's data, or 404 for a product that is unknown or not sold in the store. */
async function productPageData(db: Database, query: ProductDetailQuery): Promise<ProductDetail> {
  const result = await loadProductDetail(db, query);
  if (result.status === 'found') return result.product;
  throw new RequestError(
    404,
    result.status === 'unknown'
      ? `No product ${query.productId} in language ${query.language}`
      : `Product ${query.productId} is not sold in store ${query.store.key}`,
  );
}

export async function searchRoutes(
  app: FastifyInstance,
  options: { db: Database; cache: SearchAnswerCache },
) {
  const { db, cache } = options;
  registerLookupRoutes(app, db);
  const listing = (query: ListingQuery, scope?: AnswerScope) =>
    cache.answer(db, listingCacheKey(query), () => runListing(db, query), scope);

  app.post(searchPaths.search, async (request): Promise<SearchAnswer> => {
    requireInstance(request);
    const body = searchRequestSchema.parse(request.body);
    const answer = await listing(listingQuery(body));
    return {
      type: 'webedition',
      language: body.constraints.query.language,
      data: { ...answer, searchPhrase: body.searchPhrase },
    };
  });

  app.post(searchPaths.page, async (request): Promise<PageAnswer> => {
    requireInstance(request);
    const body = searchRequestSchema.parse(request.body);
    const { language } = body.constraints.query;
    if (body.isSearch) {
      return {
        type: 'webedition',
        language,
        data: {
          type: 'search',
          searchPhrase: body.searchPhrase,
          listing: await listing(listingQuery(body)),
        },
      };
    }
    const path = body.url ?? '';
    const productRequest = parseProductPath(language, path);
    if (productRequest) {
      const store = getStore(body.constraints.query.group);
      const product = await productPageData(db, { language, store, ...productRequest });
      return { type: 'webedition', language, data: { type: 'product', product } };
    }
    // Categories change with catalog loads only, never with stock (decision 198).
    const category = await cache.answer(
      db,
      categoryCacheKey(language, path),
      async () => (await findCategoryByPath(db, language, path)) ?? null,
      'catalog but stock',
    );
    if (!category) {
      const page = await findContentPage({ db, language }, path);
      if (page) return { type: 'webedition', language, data: { type: 'content', page } };
      throw new RequestError(404, `No page at ${path.slice(0, 200)} in language ${language}`);
    }
    // A category's listing goes stale with the stock changes of its own products only.
    const [categoryListing, contentElements] = await Promise.all([
      listing(listingQuery(body, category.id), { category: category.id }),
      getPageElements({ db, language }, category.key),
    ]);
    return {
      type: 'webedition',
      language,
      data: {
        type: 'category',
        self: {
          id: category.id,
          key: category.key,
          name: category.name,
          url: `/${language}/${category.slug}/`,
          description: category.description,
          alternateUrls: category.alternateUrls,
          contentElements,
        },
        listing: categoryListing,
      },
    };
  });

  app.post(searchPaths.autosuggest, async (request): Promise<AutosuggestAnswer> => {
    requireInstance(request);
    const body = autosuggestRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const query = {
      language,
      store: getStore(group),
      searchPhrase: body.searchPhrase,
      count: body.count,
    };
    const data = await cache.answer(
      db,
      autosuggestCacheKey(query),
      () => autosuggest(db, query),
      'catalog but stock',
    );
    return { type: 'webedition', language, data };
  });
}
