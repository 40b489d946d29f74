import type { Aggregation } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import type { DefaultSorting, ListingState } from '../../lib/listing/listing-state';

/** What every part of a listing page needs to render its links and forms. */
export interface ListingContext {
  language: LanguageCode;
  store: Store;
  /** The listing's path, e.g. /de/blutdruckmessgeraete/ or /de/suche/. */
  path: string;
  /** Query parameters that belong to the page rather than the listing (the search phrase). */
  fixedParams: readonly [string, string][];
  defaultSorting: DefaultSorting;
  state: ListingState;
  aggregations: readonly Aggregation[] | undefined;
}

/** The path with the page's own parameters, to which listingHref adds the state. */
export function basePath(context: Pick<ListingContext, 'path' | 'fixedParams'>): string {
  if (context.fixedParams.length === 0) return context.path;
  return `${context.path}?${new URLSearchParams([...context.fixedParams]).toString()}`;
}
