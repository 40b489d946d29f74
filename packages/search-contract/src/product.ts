/**
 * Products as the search service serves them (spec 3 "Product", "Review", spec 4 stock
 * status, variant choice, buy or rent): the tile that listings, lookups and relations show,
 * and the detail that the product page `/{language}/p/{id}` renders. All money is integer
 * minor units in the store's currency.
 */
import { z } from 'zod';
import { moneySchema } from './money';

export const stockStatusSchema = z.enum([
  'inStock',
  'fewInStock',
  'outOfStock',
  'notAvailableOnline',
]);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const productBadgeSchema = z.enum(['sale', 'online-only', 'seasonal-deal']);
export type ProductBadge = z.infer<typeof productBadgeSchema>;

/** A filter value a product has, as tiles show it in "highlight differences" mode. */
export const tileFeatureSchema = z.object({
  facet: z.enum(['cuffSize', 'function', 'operatingMode', 'fit', 'size', 'color']),
  value: z.string(),
  label: z.string(),
});
export type TileFeature = z.infer<typeof tileFeatureSchema>;

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
  /** Badges in a fixed order; 'sale' only where the store shows a reduction. */
  badges: z.array(productBadgeSchema),
  /** The product's filter values with their labels in the listing's language. */
  features: z.array(tileFeatureSchema),
});
export type ProductTile = z.infer<typeof productTileSchema>;

/* Mirrors the catalog's PRODUCT_KINDS and BADGES; this package stays free of dependencies. */
export const productKindSchema = z.enum([
  'blood-pressure-monitor',
  'ems-suit',
  'ems-device',
  'ems-clothing',
  'accessory',
  'spare-part',
  'bundle',
]);
export type ProductKind = z.infer<typeof productKindSchema>;

export const genderFitSchema = z.enum(['women', 'men', 'unisex']);
export type GenderFit = z.infer<typeof genderFitSchema>;

/** Buy or rent (spec 4); renting is offered only where the store has rental periods. */
export const productTypeSchema = z.enum(['purchase', 'rent']);
export type ProductType = z.infer<typeof productTypeSchema>;

/**
 * The price block of one variant (spec 9): the lowest price of the last 30 days from the
 * price history, and the recommended retail price only when the selling price stayed at or
 * above it for the last 90 days.
 */
export const variantPricingSchema = z.object({
  price: moneySchema,
  strikethroughPrice: moneySchema.nullable(),
  /** Strikethrough minus price, when the variant is reduced. */
  discountSaving: moneySchema.nullable(),
  lowestPriceLast30Days: moneySchema,
  recommendedRetailPrice: moneySchema.nullable(),
});
export type VariantPricing = z.infer<typeof variantPricingSchema>;

export const productVariantSchema = variantPricingSchema.extend({
  id: z.number().int(),
  articleNumber: z.string(),
  stock: z.number().int(),
  stockStatus: stockStatusSchema,
  color: z.string().nullable(),
  version: z.string().nullable(),
  sizeTop: z.string().nullable(),
  sizeBottom: z.string().nullable(),
  cuffSize: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** One entry of the size picker; `inStock` is false when every variant of the size is sold out. */
export const sizeOptionSchema = z.object({
  title: z.string(),
  variantIds: z.array(z.number().int()),
  inStock: z.boolean(),
});
export type SizeOption = z.infer<typeof sizeOptionSchema>;

export const productCategoryRefSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  url: z.string(),
});
export type ProductCategoryRef = z.infer<typeof productCategoryRefSchema>;

export const technicalRowSchema = z.object({
  rowId: z.number().int(),
  label: z.string(),
  value: z.string(),
});
export type TechnicalRow = z.infer<typeof technicalRowSchema>;

export const productImageSchema = z.object({ url: z.string(), alt: z.string() });

/** A manual or video; `language` is the one it is written in, which may be a fallback. */
export const productDocumentSchema = z.object({
  url: z.string(),
  title: z.string(),
  mimeType: z.string(),
  language: z.string().nullable(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export const rentalOptionSchema = z.object({
  months: z.number().int(),
  monthlyPrice: moneySchema,
});
export type RentalOption = z.infer<typeof rentalOptionSchema>;

export const bundleSlotSchema = z.object({
  slot: z.number().int(),
  quantity: z.number().int(),
  /** Products offered in the slot that the store sells, in catalog (product id) order. */
  products: z.array(productTileSchema),
});

/** A published review as shoppers see it: never the reviewer's email (spec 3 "Review"). */
export const publishedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  authorName: z.string(),
  verifiedPurchase: z.boolean(),
  language: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

const starCount = z.number().int().min(0);
export const reviewsSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  histogram: z.object({ 1: starCount, 2: starCount, 3: starCount, 4: starCount, 5: starCount }),
  /** The newest published reviews. */
  items: z.array(publishedReviewSchema),
});
export type ReviewsSummary = z.infer<typeof reviewsSummarySchema>;

/**
 * Everything the product detail page shows (spec 2.6, 3 "Product"). Product-level prices
 * are those of the selected variant; each variant carries its own for the variant picker.
 */
export const productDetailSchema = variantPricingSchema.extend({
  id: z.number().int(),
  articleNumber: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  functions: z.array(z.string()),
  url: z.string(),
  manufacturer: z.string(),
  kind: productKindSchema,
  categories: z.array(productCategoryRefSchema),
  recyclingClass: z.string().nullable(),
  recyclingFee: moneySchema.nullable(),
  /** Over the variants the store sells (spec 4 stock status). */
  stockStatus: stockStatusSchema,
  badges: z.array(productBadgeSchema),
  variants: z.array(productVariantSchema),
  sizes: z.object({ top: z.array(sizeOptionSchema), bottom: z.array(sizeOptionSchema) }),
  colors: z.array(z.string()),
  versions: z.array(z.string()),
  /** Spec 4 variant choice: requested, else first with price and stock, else first. */
  selectedVariantId: z.number().int(),
  /** Technical row 3460 mapped to women, men or unisex; null for products without a fit. */
  genderFit: genderFitSchema.nullable(),
  technicalInformation: z.array(technicalRowSchema),
  images: z.array(productImageSchema),
  downloads: z.array(productDocumentSchema),
  videos: z.array(productDocumentSchema),
  productTypes: z.array(productTypeSchema),
  rentalOptions: z.array(rentalOptionSchema),
  accessories: z.array(productTileSchema),
  spareParts: z.array(productTileSchema),
  bundle: z.object({ slots: z.array(bundleSlotSchema) }).nullable(),
  reviews: reviewsSummarySchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({
  type: z.literal('product'),
  product: productDetailSchema,
});
export type ProductPage = z.infer<typeof productPageSchema>;
