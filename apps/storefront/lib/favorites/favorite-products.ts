import 'server-only';
import { favoritesAnswerSchema, favoritesRequestSchema, searchPaths } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { cookies } from 'next/headers';
import { CommerceSearchError } from '../commerce-search/commerce-search-error';
import { commerceSearchFetch } from '../commerce-search/commerce-search-fetch';
import { type ProductSummary, reshapeProductTile } from '../commerce-search/products';
import { FAVORITES_KEY, parseFavoritesCookie } from './favorites';

export type FavoriteProductsResult =
  | { status: 'ok'; count: number; products: ProductSummary[] }
  /** The search service failed; errorId finds the failure in the logs. */
  | { status: 'unavailable'; errorId: string };

/** The wish list's product ids as the favorites cookie carries them to the server. */
export async function favoriteIdsFromCookie(): Promise<number[]> {
  return parseFavoritesCookie((await cookies()).get(FAVORITES_KEY)?.value);
}

/**
 * The favorites page's products (spec 2.6, 7 favorites lookup): the ids looked up in the
 * store's assortment and language, newest favorite first. Never cached: every shopper's
 * list is their own. Products the store does not sell are left out by the lookup.
 */
export async function loadFavoriteProducts(query: {
  ids: readonly number[];
  language: LanguageCode;
  store: Store;
}): Promise<FavoriteProductsResult> {
  if (query.ids.length === 0) return { status: 'ok', count: 0, products: [] };
  const body = favoritesRequestSchema.parse({
    datatype: 'product',
    ids: [...query.ids].reverse(),
    constraints: { query: { language: query.language, group: query.store.key } },
  });
  try {
    const answer = await commerceSearchFetch({
      path: searchPaths.favorites,
      store: query.store,
      body,
      answerSchema: favoritesAnswerSchema,
      cache: 'no-store',
    });
    return {
      status: 'ok',
      count: answer.data.count,
      products: answer.data.items.map((tile) => reshapeProductTile(tile, query.language)),
    };
  } catch (error) {
    if (!(error instanceof CommerceSearchError)) throw error;
    console.error(
      `[commerce-search] ${error.message} (${error.statusCode} ${error.statusText}, errorId ${error.errorId})`,
      error.cause,
    );
    return { status: 'unavailable', errorId: error.errorId };
  }
}
