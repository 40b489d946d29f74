import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_STATE,
  listingCounts,
  listingHref,
  listingQueryString,
  listingStateFromSearchParams,
  selectedFilterCount,
  withCompare,
  withFacetValues,
  withFacetValueToggled,
  withoutFilter,
  withoutFilters,
  withPage,
  withSorting,
} from './listing-state';

/** Search params as Next hands them to a page, from a query string. */
function paramsOf(query: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = params[key];
    params[key] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

describe('listingStateFromSearchParams', () => {
  it('reads no parameters as the first page of the default order without filters', () => {
    expect(listingStateFromSearchParams({})).toEqual(EMPTY_LISTING_STATE);
  });

  it('reads filters, sorting, page and comparison mode', () => {
    const state = listingStateFromSearchParams(
      paramsOf(
        'cuffSize=22-42cm&cuffSize=32-48cm&function=bluetooth&operatingMode=fully-automatic' +
          '&fit=women&size=M&color=black&inStock=1&priceFrom=20&priceTo=80&sort=priceAsc&page=3&compare=1',
      ),
    );
    expect(state).toEqual({
      aggregations: {
        cuffSize: ['22-42cm', '32-48cm'],
        function: ['bluetooth'],
        operatingMode: ['fully-automatic'],
        fit: ['women'],
        size: ['M'],
        color: ['black'],
        inStock: true,
        price: { minMinor: 2000, maxMinor: 8000 },
      },
      sorting: 'priceAsc',
      page: 3,
      compare: true,
    });
  });

  it('accepts comma-separated values and drops repeated ones', () => {
    expect(
      listingStateFromSearchParams({ cuffSize: '22-42cm,22-32cm,22-42cm' }).aggregations,
    ).toEqual({ cuffSize: ['22-42cm', '22-32cm'] });
  });

  it('drops what it cannot read and keeps the rest', () => {
    const state = listingStateFromSearchParams(
      paramsOf(
        'sort=cheapest&page=abc&inStock=yes&priceFrom=-5&priceTo=1e9&fit=children' +
          '&cuffSize=%3Cscript%3E&function=bluetooth&compare=true',
      ),
    );
    expect(state).toEqual({
      aggregations: { function: ['bluetooth'] },
      sorting: undefined,
      page: 1,
      compare: false,
    });
  });

  it('keeps the page between 1 and the deepest page', () => {
    expect(listingStateFromSearchParams({ page: '0' }).page).toBe(1);
    expect(listingStateFromSearchParams({ page: '999999' }).page).toBe(20);
    expect(listingStateFromSearchParams({ page: ['2', '5'] }).page).toBe(2);
  });

  it('reads the default order as no sorting, so both URLs show the same listing', () => {
    expect(listingStateFromSearchParams({ sort: 'popularity' }).sorting).toBeUndefined();
    for (const sort of ['priceDesc', 'priceAsc', 'reviews', 'new'] as const) {
      expect(listingStateFromSearchParams({ sort }).sorting).toBe(sort);
    }
  });
});

describe('search listings, whose default order is relevance', () => {
  it('keep popularity as an explicit choice', () => {
    const state = listingStateFromSearchParams({ sort: 'popularity' }, null);
    expect(state.sorting).toBe('popularity');
    expect(listingQueryString(state, null)).toBe('?sort=popularity');
    expect(listingQueryString(withSorting(EMPTY_LISTING_STATE, 'popularity', null), null)).toBe(
      '?sort=popularity',
    );
  });

  it('add the listing state after the search phrase', () => {
    const state = withPage(withSorting(EMPTY_LISTING_STATE, 'priceAsc', null), 2);
    expect(listingHref('/de/suche/?searchPhrase=blutdruck', state, null)).toBe(
      '/de/suche/?searchPhrase=blutdruck&sort=priceAsc&page=2',
    );
    expect(listingHref('/de/suche/?searchPhrase=blutdruck', EMPTY_LISTING_STATE, null)).toBe(
      '/de/suche/?searchPhrase=blutdruck',
    );
  });
});

describe('listingQueryString', () => {
  it('is empty for the default state', () => {
    expect(listingQueryString(EMPTY_LISTING_STATE)).toBe('');
    expect(listingHref('/de/blutdruckmessgeraete/', EMPTY_LISTING_STATE)).toBe(
      '/de/blutdruckmessgeraete/',
    );
  });

  it('writes one canonical order whatever order the state was built in', () => {
    const a = withFacetValueToggled(
      withFacetValueToggled(withSorting(EMPTY_LISTING_STATE, 'priceAsc'), 'function', 'bluetooth'),
      'cuffSize',
      '32-48cm',
    );
    const b = withSorting(
      withFacetValues(
        withFacetValueToggled(EMPTY_LISTING_STATE, 'cuffSize', '32-48cm'),
        'function',
        ['bluetooth'],
      ),
      'priceAsc',
    );
    expect(listingQueryString(a)).toBe(listingQueryString(b));
    expect(listingQueryString(a)).toBe('?cuffSize=32-48cm&function=bluetooth&sort=priceAsc');
  });

  it('round-trips every state through the URL', () => {
    const query =
      '?cuffSize=22-32cm&cuffSize=22-42cm&function=two-users&fit=men&color=navy+blue' +
      '&inStock=1&priceFrom=10&priceTo=99&sort=reviews&compare=1&page=4';
    const state = listingStateFromSearchParams(paramsOf(query));
    expect(listingQueryString(state)).toBe(query);
    expect(listingStateFromSearchParams(paramsOf(listingQueryString(state)))).toEqual(state);
  });

  it('encodes values with spaces and separators', () => {
    const state = withFacetValues(EMPTY_LISTING_STATE, 'size', ['38/40', 'XL +']);
    expect(listingQueryString(state)).toBe('?size=38%2F40&size=XL+%2B');
    expect(listingStateFromSearchParams(paramsOf(listingQueryString(state)))).toEqual(state);
  });
});

describe('state changes', () => {
  const filtered = listingStateFromSearchParams(
    paramsOf(
      'cuffSize=22-42cm&function=bluetooth&inStock=1&priceFrom=10&sort=new&page=3&compare=1',
    ),
  );

  it('a filter change starts again at page 1 and keeps sorting and comparison', () => {
    const next = withFacetValueToggled(filtered, 'cuffSize', '32-48cm');
    expect(next.aggregations.cuffSize).toEqual(['22-42cm', '32-48cm']);
    expect(next.page).toBe(1);
    expect(next.sorting).toBe('new');
    expect(next.compare).toBe(true);
  });

  it('toggling a selected value deselects it, and the last one resets the facet', () => {
    const next = withFacetValueToggled(filtered, 'cuffSize', '22-42cm');
    expect(next.aggregations).not.toHaveProperty('cuffSize');
    expect(next.aggregations.function).toEqual(['bluetooth']);
  });

  it('resets one filter or all of them', () => {
    expect(withoutFilter(filtered, 'inStock').aggregations).not.toHaveProperty('inStock');
    expect(withoutFilter(filtered, 'price').aggregations).not.toHaveProperty('price');
    expect(withFacetValues(filtered, 'function', []).aggregations).toEqual({
      cuffSize: ['22-42cm'],
      inStock: true,
      price: { minMinor: 1000 },
    });
    const reset = withoutFilters(filtered);
    expect(reset).toEqual({ aggregations: {}, sorting: 'new', page: 1, compare: true });
    expect(selectedFilterCount(filtered.aggregations)).toBe(4);
    expect(selectedFilterCount(reset.aggregations)).toBe(0);
  });

  it('rejects a fit the service does not know', () => {
    expect(withFacetValues(EMPTY_LISTING_STATE, 'fit', ['kids'])).toEqual(EMPTY_LISTING_STATE);
  });

  it('sorting by popularity is the default and leaves the URL', () => {
    expect(withSorting(filtered, 'popularity').sorting).toBeUndefined();
    expect(withSorting(filtered, 'priceDesc')).toMatchObject({ sorting: 'priceDesc', page: 1 });
  });

  it('paging and comparison keep the filters', () => {
    expect(withPage(filtered, 4)).toMatchObject({ page: 4, aggregations: filtered.aggregations });
    expect(withPage(filtered, 0).page).toBe(1);
    expect(withCompare(filtered, false).compare).toBe(false);
  });
});

describe('listingCounts', () => {
  it('multiplies the page sizes of spec 9 by the page', () => {
    expect(listingCounts({ page: 1 })).toEqual({ desktop: 48, mobileAndTablet: 30 });
    expect(listingCounts({ page: 3 })).toEqual({ desktop: 144, mobileAndTablet: 90 });
  });
});
