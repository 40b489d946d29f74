import { LANGUAGE_CODES, STORE_KEYS } from '@shop/shop-config';
import { z } from 'zod';
import { pageElementsSchema, resolvedContentPageSchema } from './content';
import { productDocumentSchema, productPageSchema, productTileSchema } from './product';

/** Header naming the search instance (one per store), as the spec's calls carry it. */
export const SEARCH_INSTANCE_HEADER = 'x-search-instance';

export const searchPaths = {
  page: '/search/page',
  search: '/search/search',
  autosuggest: '/search/autosuggest',
  products: '/search/products',
  favorites: '/search/favorites',
  recommendation: '/search/recommendation',
  documents: '/search/documents',
} as const;

/** Largest page a caller may ask for (issue 4: any count up to 100). */
export const SEARCH_MAX_COUNT = 100;
/** Deepest offset served; deeper paging is no shopper's need and only costs the database. */
export const SEARCH_MAX_OFFSET = 10_000;
/** Longest accepted search phrase. */
export const SEARCH_PHRASE_MAX_LENGTH = 200;

export const languageSchema = z.enum(LANGUAGE_CODES);
export const storeKeySchema = z.enum(STORE_KEYS);

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
    /** The same category in every language it has a slug in, for alternate-language links. */
    alternateUrls: z.array(z.object({ language: languageSchema, url: z.string() })),
    /** Elements above and below the products, e.g. a minimized header and footer (spec 2.3). */
    contentElements: pageElementsSchema,
  }),
  listing: listingSchema,
});

export const searchPageSchema = z.object({
  type: z.literal('search'),
  searchPhrase: z.string(),
  listing: listingSchema,
});

/** A content page (privacy, landing pages): its `config.main` elements and translations. */
export const contentPageDataSchema = z.object({
  type: z.literal('content'),
  page: resolvedContentPageSchema,
});

/** Answer of the page endpoint: what a URL shows in a language (spec 3 "Page data"). */
export const pageAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: z.discriminatedUnion('type', [
    categoryPageSchema,
    searchPageSchema,
    productPageSchema,
    contentPageDataSchema,
  ]),
});
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

// Lookups by id, recommendations and documents (spec 7): same form as the other calls.

/** Ids are PostgreSQL integers; anything larger can name no product. */
const catalogIdSchema = z.number().int().min(1).max(2_147_483_647);

/** Most products one lookup by id resolves. */
export const PRODUCT_LOOKUP_MAX_IDS = 100;
/** Most ids one favorites lookup resolves; a wish list longer than this is no shopper's. */
export const FAVORITES_MAX_IDS = 200;
export const RECOMMENDATION_MAX_COUNT = 24;
export const RECOMMENDATION_DEFAULT_COUNT = 8;

/** Tiles of products the store sells, in the order asked for. */
export const productTilesDataSchema = z.object({
  count: z.number().int(),
  items: z.array(productTileSchema),
});
export type ProductTilesData = z.infer<typeof productTilesDataSchema>;

const productTilesAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: productTilesDataSchema,
});

/** Product lookup by id (spec 7): unknown ids and products the store does not sell are left out. */
export const productLookupRequestSchema = z.strictObject({
  ids: z.array(catalogIdSchema).min(1).max(PRODUCT_LOOKUP_MAX_IDS),
  constraints: searchConstraintsSchema,
});
export type ProductLookupRequest = z.input<typeof productLookupRequestSchema>;
export const productLookupAnswerSchema = productTilesAnswerSchema;
export type ProductLookupAnswer = z.infer<typeof productLookupAnswerSchema>;

/*
 * Favorites come from the browser's local storage and cookie (spec 3 "Favorites"), where ids
 * may have turned into strings; digit strings are accepted, anything else is rejected.
 */
const favoriteIdSchema = z.union([
  catalogIdSchema,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: 'must be a positive whole number' })
    .transform(Number)
    .pipe(catalogIdSchema),
]);

/** Favorites lookup (spec 7): variant ids stand for their products; `count` is shown. */
export const favoritesRequestSchema = z.strictObject({
  datatype: z.enum(['variant', 'product']),
  ids: z.array(favoriteIdSchema).max(FAVORITES_MAX_IDS),
  constraints: searchConstraintsSchema,
});
export type FavoritesRequest = z.input<typeof favoritesRequestSchema>;
export const favoritesAnswerSchema = productTilesAnswerSchema;
export type FavoritesAnswer = z.infer<typeof favoritesAnswerSchema>;

/**
 * Recommendation (spec 7): popular products of the product's (or the given) category,
 * never the product itself; without either, the store's most popular products.
 */
export const recommendationRequestSchema = z.strictObject({
  productId: catalogIdSchema.optional(),
  categoryId: catalogIdSchema.optional(),
  count: z
    .number()
    .int()
    .min(1)
    .max(RECOMMENDATION_MAX_COUNT)
    .default(RECOMMENDATION_DEFAULT_COUNT),
  constraints: searchConstraintsSchema,
});
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;
export const recommendationAnswerSchema = productTilesAnswerSchema;
export type RecommendationAnswer = z.infer<typeof recommendationAnswerSchema>;

/** Documents (spec 7): a product's manuals in the language, else English, else German. */
export const documentsRequestSchema = z.strictObject({
  productId: catalogIdSchema,
  constraints: searchConstraintsSchema,
});
export type DocumentsRequest = z.input<typeof documentsRequestSchema>;
export const documentsAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: z.object({ productId: z.number().int(), documents: z.array(productDocumentSchema) }),
});
export type DocumentsAnswer = z.infer<typeof documentsAnswerSchema>;
