import 'server-only';
import {
  type FilterSelection,
  type PageAnswer,
  pageAnswerSchema,
  type SearchRequest,
  searchPaths,
  searchRequestSchema,
} from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { serverLog } from '../server-log';
import { CATALOG_REVALIDATE_SECONDS, catalogTags } from './cache-tags';
import { CommerceSearchError } from './commerce-search-error';
import { commerceSearchFetch } from './commerce-search-fetch';

/** What a shop URL shows: the page endpoint's data, one of category, product, content. */
export type ShopPageData = PageAnswer['data'];

export type ShopPageResult =
  | { status: 'ok'; data: ShopPageData }
  /** No page at this URL in this language and store: the shop answers 404. */
  | { status: 'not-found' }
  /** The search service failed; errorId finds the failure in the logs. */
  | { status: 'unavailable'; errorId: string };

export interface ShopPageQuery {
  language: LanguageCode;
  store: Store;
  /** The visible path, e.g. /de/blutdruckmessgeraete/ or /de/p/123. */
  url: string;
  /** Listing options for category pages; ignored by other page types. */
  count: number;
  offset?: number;
  sorting?: SearchRequest['sorting'];
  aggregations?: FilterSelection;
  /** Facet counts are asked for unless false (further chunks of a long listing skip them). */
  withAggregations?: boolean;
}

/**
 * Resolves a URL through the page endpoint (spec 7). Answers are cached per language and
 * store under the catalog tags, so a price, stock or content signal expires them.
 */
export async function loadShopPage(query: ShopPageQuery): Promise<ShopPageResult> {
  // A path the contract cannot carry (longer than any shop URL) names no page: 404, not a
  // 500 (found by the fuzz test of issue 9).
  const parsed = searchRequestSchema.safeParse({
    url: query.url,
    enableAggregations: query.withAggregations ?? true,
    count: query.count,
    offset: query.offset ?? 0,
    sorting: query.sorting,
    aggregations: query.aggregations ?? {},
    constraints: { query: { language: query.language, group: query.store.key } },
  });
  if (!parsed.success) return { status: 'not-found' };
  const body = parsed.data;
  try {
    const answer = await commerceSearchFetch({
      path: searchPaths.page,
      store: query.store,
      body,
      answerSchema: pageAnswerSchema,
      cache: {
        revalidate: CATALOG_REVALIDATE_SECONDS,
        tags: catalogTags(query.store.key, query.language),
      },
      fallbackOnFailure: true,
    });
    return { status: 'ok', data: answer.data };
  } catch (error) {
    if (!(error instanceof CommerceSearchError)) throw error;
    if (error.statusCode === 404) return { status: 'not-found' };
    serverLog.error(
      `[commerce-search] ${error.message} (${error.statusCode} ${error.statusText}, errorId ${error.errorId})`,
      error.cause,
    );
    return { status: 'unavailable', errorId: error.errorId };
  }
}
