import type { FilterSelection, SearchRequest } from '@shop/search-contract';
import { LISTING_PAGE_SIZE } from '@shop/shop-config';

/** A listing's filter, sort and paging state, as the URL carries it (issue 6). */
export interface ListingState {
  aggregations: FilterSelection;
  sorting: SearchRequest['sorting'];
  /** 1-based page of the load-more paging. */
  page: number;
}

/** The listing state of a page's search parameters; anything unreadable falls back to defaults. */
export function listingStateFromSearchParams(
  _searchParams: Record<string, string | string[] | undefined>,
): ListingState {
  return { aggregations: {}, sorting: undefined, page: 1 };
}

/** How many products the server renders for a state (desktop page size times the page). */
export function listingCount(state: ListingState): number {
  return Math.min(LISTING_PAGE_SIZE.desktop * state.page, 100);
}
