/**
 * The commerce search service's HTTP face (spec 7): JSON over POST with the instance
 * header. Routes only validate, call the search services and shape the answer.
 */

import {
  type AutosuggestAnswer,
  autosuggestRequestSchema,
  type PageAnswer,
  type ParsedSearchRequest,
  SEARCH_INSTANCE_HEADER,
  type SearchAnswer,
  searchPaths,
  searchRequestSchema,
} from '@shop/search-contract';
import { getStore, STORE_KEYS } from '@shop/shop-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { autosuggest } from './autosuggest';
import { findCategoryByPath } from './category-lookup';
import { type ListingQuery, runListing } from './listing';

const KNOWN_INSTANCES = new Set<string>(STORE_KEYS.map((key) => getStore(key).searchInstance));

/** Every search-service call names its instance (one per store) in a header (spec 7). */
export function requireInstance(request: FastifyRequest): void {
  const instance = request.headers[SEARCH_INSTANCE_HEADER];
  if (typeof instance !== 'string' || !KNOWN_INSTANCES.has(instance)) {
    throw new RequestError(
      400,
      `Header ${SEARCH_INSTANCE_HEADER} must name a search instance (${[...KNOWN_INSTANCES].join(', ')})`,
    );
  }
}

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

export async function searchRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.post(searchPaths.search, async (request): Promise<SearchAnswer> => {
    requireInstance(request);
    const body = searchRequestSchema.parse(request.body);
    const listing = await runListing(db, listingQuery(body));
    return {
      type: 'webedition',
      language: body.constraints.query.language,
      data: { ...listing, searchPhrase: body.searchPhrase },
    };
  });

  app.post(searchPaths.page, async (request): Promise<PageAnswer> => {
    requireInstance(request);
    const body = searchRequestSchema.parse(request.body);
    const { language } = body.constraints.query;
    if (body.isSearch) {
      const listing = await runListing(db, listingQuery(body));
      return {
        type: 'webedition',
        language,
        data: { type: 'search', searchPhrase: body.searchPhrase, listing },
      };
    }
    const path = body.url ?? '';
    const category = await findCategoryByPath(db, language, path);
    if (!category)
      throw new RequestError(404, `No page at ${path.slice(0, 200)} in language ${language}`);
    const listing = await runListing(db, listingQuery(body, category.id));
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
          contentElements: { top: [], bottom: [] },
        },
        listing,
      },
    };
  });

  app.post(searchPaths.autosuggest, async (request): Promise<AutosuggestAnswer> => {
    requireInstance(request);
    const body = autosuggestRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const data = await autosuggest(db, {
      language,
      store: getStore(group),
      searchPhrase: body.searchPhrase,
      count: body.count,
    });
    return { type: 'webedition', language, data };
  });
}
