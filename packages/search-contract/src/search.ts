import { z } from 'zod';
import { moneySchema } from './money';

/** Header naming the search instance (one per store), as the spec's calls carry it. */
export const SEARCH_INSTANCE_HEADER = 'x-search-instance';

export const searchPaths = {
  page: '/search/page',
  search: '/search/search',
  autosuggest: '/search/autosuggest',
} as const;

/** Largest page a caller may ask for (issue 4: any count up to 100). */
export const SEARCH_MAX_COUNT = 100;
/** Deepest offset served; deeper paging is no shopper's need and only costs the database. */
export const SEARCH_MAX_OFFSET = 10_000;
/** Longest accepted search phrase. */
export const SEARCH_PHRASE_MAX_LENGTH = 200;

export const languageSchema = z.enum(['de', 'fr', 'en', 'nl', 'it', 'pl', 'es']);
export const storeKeySchema = z.enum([
  'de',
  'nl',
  'be',
  'lu',
  'fr',
  'it',
  'at',
  'pl',
  'es',
  'ch',
  'ie',
]);

export const searchConstraintsSchema = z.strictObject({
  query: z.strictObject({
    language: languageSchema,
    /** The store (country) whose assortment and prices apply. */
    group: storeKeySchema,
  }),
});

export const SORT_OPTIONS = ['popularity', 'priceDesc', 'priceAsc', 'reviews', 'new'] as const;
export const sortingSchema = z.enum(SORT_OPTIONS);

/** Filters that list values; each selected value narrows within the facet by OR. */
export const LIST_FACETS = [
  'cuffSize',
  'function',
  'operatingMode',
  'fit',
  'size',
  'color',
] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

const facetValueSchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N} .,/+-]+$/u, { message: 'contains characters no filter value has' });
const facetSelection = z.array(facetValueSchema).max(30).optional();

/** The shopper's selected filters (spec 2.6 listing filters, issue 4). */
export const filterSelectionSchema = z.strictObject({
  inStock: z.boolean().optional(),
  cuffSize: facetSelection,
  function: facetSelection,
  operatingMode: facetSelection,
  fit: z
    .array(z.enum(['women', 'men', 'unisex']))
    .max(3)
    .optional(),
  size: facetSelection,
  color: facetSelection,
  price: z
    .strictObject({
      minMinor: z.number().int().min(0).optional(),
      maxMinor: z.number().int().min(0).optional(),
    })
    .optional(),
});
export type FilterSelection = z.infer<typeof filterSelectionSchema>;

/** Body of the page and search endpoints (spec 7); a `params` field is accepted and ignored. */
export const searchRequestSchema = z
  .strictObject({
    searchPhrase: z.string().max(SEARCH_PHRASE_MAX_LENGTH).default(''),
    isSearch: z.boolean().default(false),
    enableAggregations: z.boolean().default(false),
    url: z.string().max(500).optional(),
    aggregations: filterSelectionSchema.default({}),
    sorting: sortingSchema.optional(),
    count: z.number().int().min(1).max(SEARCH_MAX_COUNT),
    offset: z.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
    bundles: z.boolean().optional(),
    constraints: searchConstraintsSchema,
    slot: z.number().int().min(0).max(20).optional(),
    params: z.unknown().optional(),
  })
  .transform(({ params: _ignored, ...request }) => request);
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

export const stockStatusSchema = z.enum([
  'inStock',
  'fewInStock',
  'outOfStock',
  'notAvailableOnline',
]);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const productTileSchema = z.object({
  id: z.number().int(),
  articleNumber: z.string(),
  title: z.string(),
  url: z.string(),
  manufacturer: z.string(),
  price: moneySchema,
  strikethroughPrice: moneySchema.nullable(),
  imageUrl: z.string().nullable(),
  stockStatus: stockStatusSchema,
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type ProductTile = z.infer<typeof productTileSchema>;

export const aggregationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('values'),
    facet: z.enum(LIST_FACETS),
    values: z.array(
      z.object({
        value: z.string(),
        label: z.string(),
        count: z.number().int(),
        selected: z.boolean(),
      }),
    ),
  }),
  z.object({ kind: z.literal('inStock'), count: z.number().int(), selected: z.boolean() }),
  z.object({
    kind: z.literal('price'),
    minMinor: z.number().int().nullable(),
    maxMinor: z.number().int().nullable(),
  }),
]);
export type Aggregation = z.infer<typeof aggregationSchema>;

export const listingSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  offset: z.number().int(),
  sorting: sortingSchema.or(z.literal('relevance')),
  items: z.array(productTileSchema),
  aggregations: z.array(aggregationSchema).optional(),
});
export type Listing = z.infer<typeof listingSchema>;

export const searchAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: listingSchema.extend({ searchPhrase: z.string() }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** Autosuggest (spec 7): count 4, offset 0, grouped by type. */
export const autosuggestRequestSchema = z.strictObject({
  searchPhrase: z.string().max(SEARCH_PHRASE_MAX_LENGTH),
  isSearch: z.literal(true).default(true),
  count: z.number().int().min(1).max(10).default(4),
  offset: z.literal(0).default(0),
  constraints: searchConstraintsSchema,
});
export type AutosuggestRequest = z.input<typeof autosuggestRequestSchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  category_title: z.string().nullable(),
  manufacturer_title: z.string().nullable(),
  picture_url_main: z.string().nullable(),
  overviewImages: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const suggestionGroupSchema = z.object({
  count: z.number().int(),
  items: z.array(suggestionSchema),
});

export const autosuggestAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: z.object({
    products: suggestionGroupSchema,
    categories: suggestionGroupSchema,
    manufacturers: suggestionGroupSchema,
    others: suggestionGroupSchema,
  }),
});
export type AutosuggestAnswer = z.infer<typeof autosuggestAnswerSchema>;

/** Error body of every failed call: the storefront shows none of it to shoppers. */
export const serviceErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errorId: z.string(),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;

export const categoryPageSchema = z.object({
  type: z.literal('category'),
  self: z.object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    contentElements: z.object({ top: z.array(z.unknown()), bottom: z.array(z.unknown()) }),
  }),
  listing: listingSchema,
});

export const searchPageSchema = z.object({
  type: z.literal('search'),
  searchPhrase: z.string(),
  listing: listingSchema,
});

/** Answer of the page endpoint: what a URL shows in a language (spec 3 "Page data"). */
export const pageAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: z.discriminatedUnion('type', [categoryPageSchema, searchPageSchema]),
});
export type PageAnswer = z.infer<typeof pageAnswerSchema>;
