import { z } from 'zod';
import { moneySchema } from './money';

/** Header naming the search instance (one per store), as the spec's calls carry it. */
export const SEARCH_INSTANCE_HEADER = 'x-search-instance';

export const searchPaths = {
  search: '/search/search',
} as const;

const languageSchema = z.enum(['de', 'fr', 'en', 'nl', 'it', 'pl', 'es']);

export const searchConstraintsSchema = z.strictObject({
  query: z.strictObject({
    language: languageSchema,
    /** The store (country) whose assortment and prices apply. */
    group: z.enum(['de', 'nl', 'be', 'lu', 'fr', 'it', 'at', 'pl', 'es', 'ch', 'ie']),
  }),
});

export const searchRequestSchema = z.strictObject({
  searchPhrase: z.string().max(200).default(''),
  count: z.number().int().min(1).max(100),
  offset: z.number().int().min(0).default(0),
  constraints: searchConstraintsSchema,
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

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
});
export type ProductTile = z.infer<typeof productTileSchema>;

export const searchAnswerSchema = z.object({
  type: z.literal('webedition'),
  language: languageSchema,
  data: z.object({
    total: z.number().int(),
    count: z.number().int(),
    offset: z.number().int(),
    items: z.array(productTileSchema),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** Error body of every failed call: the storefront shows none of it to shoppers. */
export const serviceErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errorId: z.string(),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;
