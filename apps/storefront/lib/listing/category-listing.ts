import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { type ProductSummary, reshapeProductTile } from '../commerce-search/products';
import { loadShopPage, type ShopPageData } from '../commerce-search/shop-page';
import { listingChunks } from './listing-chunks';
import { type ListingState, listingCount } from './listing-state';

type CategoryData = Extract<ShopPageData, { type: 'category' }>;

/**
 * All products a category page shows for a state: the first answer's items plus, past the
 * service's 100 per request, further requests of the same listing without facet counts.
 * A failing further request leaves the listing shorter (and logs); the page still renders.
 */
export async function categoryProducts(options: {
  language: LanguageCode;
  store: Store;
  category: CategoryData;
  state: ListingState;
}): Promise<ProductSummary[]> {
  const { language, store, category, state } = options;
  const first = category.listing.items;
  const rest = listingChunks(listingCount(state), category.listing.total).filter(
    (chunk) => chunk.offset >= first.length,
  );
  const more = await Promise.all(
    rest.map(async (chunk) => {
      const result = await loadShopPage({
        language,
        store,
        url: category.self.url,
        count: chunk.count,
        offset: chunk.offset,
        sorting: state.sorting,
        aggregations: state.aggregations,
        withAggregations: false,
      });
      return result.status === 'ok' && result.data.type === 'category'
        ? result.data.listing.items
        : [];
    }),
  );
  const seen = new Set<number>();
  return [...first, ...more.flat()]
    .filter((tile) => !seen.has(tile.id) && seen.add(tile.id))
    .map((tile) => reshapeProductTile(tile, language));
}
