import 'server-only';
import {
  type Money,
  type ProductBadge,
  type ProductTile,
  type SearchRequest,
  searchAnswerSchema,
  searchPaths,
  searchRequestSchema,
} from '@shop/search-contract';
import { type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { serverLog } from '../server-log';
import { CATALOG_REVALIDATE_SECONDS, catalogTags } from './cache-tags';
import { CommerceSearchError } from './commerce-search-error';
import { commerceSearchFetch } from './commerce-search-fetch';
import { storefrontMediaSrc } from './media';

/** A product as listings show it: the storefront's own shape, not the search answer's. */
export interface ProductSummary {
  id: number;
  title: string;
  /** Product page path in the listing's language. */
  path: string;
  /** Image address on the shop's own origin, if the product has one. */
  imageSrc: string | undefined;
  price: Money;
  strikethroughPrice: Money | null;
  badges: ProductBadge[];
  /** Tile status (spec 4): available, or sold out when no variant can be bought online. */
  available: boolean;
  /** Filter values with labels, for "highlight differences". */
  features: ProductTile['features'];
}

export interface ProductListing {
  total: number;
  products: ProductSummary[];
}

export type ProductListingResult =
  | { status: 'ok'; listing: ProductListing }
  /** The search service failed; errorId finds the failure in the logs. */
  | { status: 'unavailable'; errorId: string };

export function reshapeProductTile(tile: ProductTile, language: LanguageCode): ProductSummary {
  return {
    id: tile.id,
    title: tile.title,
    path: productPath(language, String(tile.id)),
    imageSrc: storefrontMediaSrc(tile.imageUrl),
    price: tile.price,
    strikethroughPrice: tile.strikethroughPrice,
    badges: tile.badges,
    available: tile.stockStatus === 'inStock' || tile.stockStatus === 'fewInStock',
    features: tile.features,
  };
}

export interface ProductListingQuery {
  language: LanguageCode;
  store: Store;
  count: number;
  offset?: number;
  /** A shopper's search; without one, the store's assortment is listed. */
  searchPhrase?: string;
  /** Without one, searches list by relevance and the assortment by popularity. */
  sorting?: SearchRequest['sorting'];
}

/**
 * Products of a store in a language, in the search service's order. Listings are cached
 * and tagged; searches are not, as every phrase would be a cache entry of its own.
 */
export async function listProducts(query: ProductListingQuery): Promise<ProductListing> {
  const searchPhrase = query.searchPhrase ?? '';
  const body = searchRequestSchema.parse({
    searchPhrase,
    isSearch: searchPhrase !== '',
    count: query.count,
    offset: query.offset ?? 0,
    sorting: query.sorting,
    constraints: { query: { language: query.language, group: query.store.key } },
  });
  const answer = await commerceSearchFetch({
    path: searchPaths.search,
    store: query.store,
    body,
    answerSchema: searchAnswerSchema,
    cache:
      searchPhrase === ''
        ? {
            revalidate: CATALOG_REVALIDATE_SECONDS,
            tags: catalogTags(query.store.key, query.language),
          }
        : 'no-store',
  });
  return {
    total: answer.data.total,
    products: answer.data.items.map((tile) => reshapeProductTile(tile, query.language)),
  };
}

/**
 * listProducts for pages that show an error block instead of failing: a search failure is
 * logged with its id and returned as 'unavailable'; anything else is a bug and still throws.
 */
export async function loadProductListing(
  query: ProductListingQuery,
): Promise<ProductListingResult> {
  try {
    return { status: 'ok', listing: await listProducts(query) };
  } catch (error) {
    if (!(error instanceof CommerceSearchError)) throw error;
    serverLog.error(
      `[commerce-search] ${error.message} (${error.statusCode} ${error.statusText}, errorId ${error.errorId})`,
      error.cause,
    );
    return { status: 'unavailable', errorId: error.errorId };
  }
}
