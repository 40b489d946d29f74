import 'server-only';
import { SEARCH_MAX_COUNT } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import {
  listProducts,
  loadProductListing,
  type ProductListingResult,
} from '../commerce-search/products';
import { serverLog } from '../server-log';
import { listingChunks } from './listing-chunks';
import { type ListingState, listingCount } from './listing-state';

/**
 * The search results a state shows: the desktop count for its page, fetched in requests of
 * at most SEARCH_MAX_COUNT (the service's cap), in the state's order (relevance by default).
 */
export async function searchResults(options: {
  language: LanguageCode;
  store: Store;
  phrase: string;
  state: ListingState;
}): Promise<ProductListingResult> {
  const { language, store, phrase, state } = options;
  const wanted = listingCount(state);
  const first = await loadProductListing({
    language,
    store,
    searchPhrase: phrase,
    sorting: state.sorting,
    count: Math.min(wanted, SEARCH_MAX_COUNT),
  });
  if (first.status !== 'ok') return first;
  const rest = listingChunks(wanted, first.listing.total).filter(
    (chunk) => chunk.offset >= first.listing.products.length,
  );
  const more = await Promise.all(
    rest.map((chunk) =>
      listProducts({
        language,
        store,
        searchPhrase: phrase,
        sorting: state.sorting,
        count: chunk.count,
        offset: chunk.offset,
      }).then(
        (listing) => listing.products,
        (error: unknown) => {
          serverLog.error('[commerce-search] further search results failed', error);
          return [];
        },
      ),
    ),
  );
  const seen = new Set<number>();
  const products = [...first.listing.products, ...more.flat()].filter(
    (product) => !seen.has(product.id) && seen.add(product.id),
  );
  return { status: 'ok', listing: { total: first.listing.total, products } };
}
