import {
  type FilterSelection,
  filterSelectionSchema,
  LIST_FACETS,
  type ListFacet,
  type SearchRequest,
  sortingSchema,
} from '@shop/search-contract';
import { DEFAULT_SORT, LISTING_MAX_PAGE, LISTING_PAGE_SIZE } from '@shop/shop-config';

export type Sorting = NonNullable<SearchRequest['sorting']>;
/**
 * The order a listing has without a sort parameter: popularity for categories (spec 9), so
 * ?sort=popularity is the same page; null for search, whose default is relevance and where
 * popularity is a choice of its own.
 */
export type DefaultSorting = Sorting | null;

/** A listing's filter, sort, paging and comparison state, as the URL carries it (issue 6). */
export interface ListingState {
  aggregations: FilterSelection;
  /** Undefined is the service's default order (popularity, or relevance for a search). */
  sorting: Sorting | undefined;
  /** 1-based page of the load-more paging. */
  page: number;
  /** "Highlight differences": tiles show their filter values, differing ones marked. */
  compare: boolean;
}

export type ListingSearchParams = Record<string, string | string[] | undefined>;

/** Names of the URL's query parameters; facets use their own names, e.g. ?cuffSize=22-42cm. */
export const LISTING_PARAMS = {
  sorting: 'sort',
  page: 'page',
  inStock: 'inStock',
  priceFrom: 'priceFrom',
  priceTo: 'priceTo',
  compare: 'compare',
} as const;

export const EMPTY_LISTING_STATE: ListingState = {
  aggregations: {},
  sorting: undefined,
  page: 1,
  compare: false,
};

const MINOR_UNITS_PER_MAJOR = 100;
/** Highest price a URL may filter by, in major units; beyond it no product is priced. */
const PRICE_LIMIT_MAJOR = 10_000_000;

function valuesOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','));
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The valid, distinct values of one facet; values the service would reject are left out. */
function facetValues(facet: ListFacet, raw: string | string[] | undefined): string[] {
  const schema = filterSelectionSchema.shape[facet];
  const distinct = [...new Set(valuesOf(raw).map((value) => value.trim()))];
  const valid = distinct.filter((value) => schema.safeParse([value]).success);
  const capped = valid.slice(0, 30);
  return schema.safeParse(capped).success ? capped : [];
}

/** A whole number of major currency units, or undefined for anything else. */
function priceOf(raw: string | string[] | undefined): number | undefined {
  const value = firstOf(raw)?.trim();
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const major = Number(value);
  return major > PRICE_LIMIT_MAJOR ? undefined : major * MINOR_UNITS_PER_MAJOR;
}

function pageOf(raw: string | string[] | undefined): number {
  const value = firstOf(raw)?.trim();
  if (value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), LISTING_MAX_PAGE);
}

/**
 * The listing state of a page's search parameters. Shared and bookmarked URLs outlive
 * catalogs, so anything unreadable (an unknown sort, a malformed value) is dropped and the
 * rest of the state kept, rather than failing the page.
 */
export function listingStateFromSearchParams(
  searchParams: ListingSearchParams,
  defaultSorting: DefaultSorting = DEFAULT_SORT,
): ListingState {
  const aggregations: FilterSelection = {};
  if (firstOf(searchParams[LISTING_PARAMS.inStock]) === '1') aggregations.inStock = true;
  for (const facet of LIST_FACETS) {
    const values = facetValues(facet, searchParams[facet]);
    if (values.length === 0) continue;
    if (facet === 'fit') {
      const fits = filterSelectionSchema.shape.fit.safeParse(values);
      if (fits.success && fits.data) aggregations.fit = fits.data;
    } else {
      aggregations[facet] = values;
    }
  }
  const minMinor = priceOf(searchParams[LISTING_PARAMS.priceFrom]);
  const maxMinor = priceOf(searchParams[LISTING_PARAMS.priceTo]);
  if (minMinor !== undefined || maxMinor !== undefined) {
    aggregations.price = {
      ...(minMinor !== undefined ? { minMinor } : {}),
      ...(maxMinor !== undefined ? { maxMinor } : {}),
    };
  }
  const sort = sortingSchema.safeParse(firstOf(searchParams[LISTING_PARAMS.sorting]));
  return {
    aggregations,
    sorting: sort.success && sort.data !== defaultSorting ? sort.data : undefined,
    page: pageOf(searchParams[LISTING_PARAMS.page]),
    compare: firstOf(searchParams[LISTING_PARAMS.compare]) === '1',
  };
}

/**
 * The query string of a state, in one canonical order and without defaults, so the same
 * state always has the same URL (for caching, sharing and canonical links).
 */
export function listingQueryString(
  state: ListingState,
  defaultSorting: DefaultSorting = DEFAULT_SORT,
): string {
  const params = new URLSearchParams();
  const { aggregations } = state;
  for (const facet of LIST_FACETS) {
    for (const value of [...(aggregations[facet] ?? [])].sort()) params.append(facet, value);
  }
  if (aggregations.inStock) params.set(LISTING_PARAMS.inStock, '1');
  if (aggregations.price?.minMinor !== undefined) {
    params.set(
      LISTING_PARAMS.priceFrom,
      String(Math.floor(aggregations.price.minMinor / MINOR_UNITS_PER_MAJOR)),
    );
  }
  if (aggregations.price?.maxMinor !== undefined) {
    params.set(
      LISTING_PARAMS.priceTo,
      String(Math.ceil(aggregations.price.maxMinor / MINOR_UNITS_PER_MAJOR)),
    );
  }
  if (state.sorting !== undefined && state.sorting !== defaultSorting) {
    params.set(LISTING_PARAMS.sorting, state.sorting);
  }
  if (state.compare) params.set(LISTING_PARAMS.compare, '1');
  if (state.page > 1) params.set(LISTING_PARAMS.page, String(state.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** A link to the listing at `path` (which may carry a query, e.g. the search phrase) in `state`. */
export function listingHref(
  path: string,
  state: ListingState,
  defaultSorting: DefaultSorting = DEFAULT_SORT,
): string {
  const query = listingQueryString(state, defaultSorting);
  if (query === '') return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** Every change of filters or sorting starts again at the first page. */
function refiltered(state: ListingState, aggregations: FilterSelection): ListingState {
  return { ...state, aggregations, page: 1 };
}

/** The state with one facet value selected if it was not, and deselected if it was. */
export function withFacetValueToggled(
  state: ListingState,
  facet: ListFacet,
  value: string,
): ListingState {
  const current: string[] = state.aggregations[facet] ?? [];
  const next = current.includes(value)
    ? current.filter((entry) => entry !== value)
    : [...current, value];
  return withFacetValues(state, facet, next);
}

/** The state with a facet's selection replaced; an empty list resets the facet. */
export function withFacetValues(
  state: ListingState,
  facet: ListFacet,
  values: readonly string[],
): ListingState {
  const { [facet]: _reset, ...others } = state.aggregations;
  if (values.length === 0) return refiltered(state, others);
  if (facet === 'fit') {
    const fits = filterSelectionSchema.shape.fit.safeParse(values);
    return fits.success && fits.data ? refiltered(state, { ...others, fit: fits.data }) : state;
  }
  return refiltered(state, { ...others, [facet]: [...values] });
}

/** The state without the in-stock filter or without the price range ("reset one"). */
export function withoutFilter(state: ListingState, filter: 'inStock' | 'price'): ListingState {
  const { [filter]: _reset, ...others } = state.aggregations;
  return refiltered(state, others);
}

/** The state with every filter reset ("reset all"); sorting and comparison stay. */
export function withoutFilters(state: ListingState): ListingState {
  return refiltered(state, {});
}

export function withSorting(
  state: ListingState,
  sorting: Sorting,
  defaultSorting: DefaultSorting = DEFAULT_SORT,
): ListingState {
  return { ...state, sorting: sorting === defaultSorting ? undefined : sorting, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.min(Math.max(Math.trunc(page), 1), LISTING_MAX_PAGE) };
}

export function withCompare(state: ListingState, compare: boolean): ListingState {
  return { ...state, compare };
}

/** How many filters are selected: each facet value, the in-stock filter and a price range. */
export function selectedFilterCount(aggregations: FilterSelection): number {
  let count = aggregations.inStock ? 1 : 0;
  if (aggregations.price) count += 1;
  for (const facet of LIST_FACETS) count += aggregations[facet]?.length ?? 0;
  return count;
}

/**
 * Products shown for a state: the page size times the page (spec 9), 48 on desktop and 30
 * on mobile and tablet. The server renders the desktop count; narrower screens hide the rest.
 */
export function listingCounts(state: Pick<ListingState, 'page'>): {
  desktop: number;
  mobileAndTablet: number;
} {
  return {
    desktop: LISTING_PAGE_SIZE.desktop * state.page,
    mobileAndTablet: LISTING_PAGE_SIZE.mobileAndTablet * state.page,
  };
}

/** How many products the server renders for a state (desktop page size times the page). */
export function listingCount(state: Pick<ListingState, 'page'>): number {
  return listingCounts(state).desktop;
}
