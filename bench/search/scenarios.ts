/**
 * What shoppers ask the search service most: autosuggest while typing, a search, and a
 * filtered category page with facet counts. Requests rotate through realistic inputs so
 * no single cached plan or page flatters the figures.
 */
import { AUTOSUGGEST_COUNT_LIMIT } from '../../apps/commerce/src/modules/search/autosuggest';
import type { ListingQuery } from '../../apps/commerce/src/modules/search/listing';
import { getStore } from '../../packages/shop-config/src';
import type { LoadRequest } from '../lib/load';

const headers = { 'x-search-instance': 'shop-de' };
const constraints = { query: { language: 'de', group: 'de' } };

const TYPED_PREFIXES = [
  'blut',
  'blutdr',
  'ems',
  'tens',
  'mansch',
  'elektro',
  'anzug',
  'oberarm',
  'handgel',
  'comfort',
];
const PHRASES = [
  'blutdruckmessgerät',
  'ems anzug',
  'tens gerät',
  'manschette',
  'blutdruckmesgerat',
  'elektroden',
];
const SORTINGS = ['popularity', 'priceAsc', 'priceDesc', 'reviews', 'new'] as const;
const CATEGORY_URL = '/de/blutdruckmessgeraete/oberarm/';
const CATEGORY_FILTERS = [
  { cuffSize: ['22-42cm'] },
  { function: ['app-connection'], inStock: true },
  { operatingMode: ['fully-automatic'], price: { maxMinor: 10000 } },
];

const pick = <T>(values: readonly T[], sequence: number): T => values[sequence % values.length]!;

export interface Scenario {
  name: string;
  request: (sequence: number) => LoadRequest;
  /** The listing behind the request, for the query-plan check. */
  plannedListing: (categoryId: number | undefined) => ListingQuery;
}

const store = getStore('de');

export const SCENARIOS: Scenario[] = [
  {
    name: 'autosuggest',
    request: (sequence) => ({
      path: '/search/autosuggest',
      headers,
      body: JSON.stringify({ searchPhrase: pick(TYPED_PREFIXES, sequence), constraints }),
    }),
    plannedListing: () => ({
      language: 'de',
      store,
      searchPhrase: 'blutdr',
      sorting: 'popularity',
      countLimit: AUTOSUGGEST_COUNT_LIMIT,
      textMatch: 'words',
      filters: {},
      offset: 0,
      count: 4,
      withAggregations: false,
    }),
  },
  {
    name: 'search (48 results)',
    request: (sequence) => ({
      path: '/search/search',
      headers,
      body: JSON.stringify({
        searchPhrase: pick(PHRASES, sequence),
        isSearch: true,
        count: 48,
        constraints,
      }),
    }),
    plannedListing: () => ({
      language: 'de',
      store,
      searchPhrase: 'ems anzug',
      textMatch: 'words',
      filters: {},
      offset: 0,
      count: 48,
      withAggregations: false,
    }),
  },
  {
    name: 'filtered category page with aggregations',
    request: (sequence) => ({
      path: '/search/page',
      headers,
      body: JSON.stringify({
        url: CATEGORY_URL,
        count: 48,
        enableAggregations: true,
        sorting: pick(SORTINGS, sequence),
        aggregations: pick(CATEGORY_FILTERS, sequence),
        constraints,
      }),
    }),
    plannedListing: (categoryId) => ({
      language: 'de',
      store,
      categoryId,
      searchPhrase: '',
      filters: { cuffSize: ['22-42cm'] },
      offset: 0,
      count: 48,
      withAggregations: true,
    }),
  },
];
