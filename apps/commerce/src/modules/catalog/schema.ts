/**
 * Catalog tables: products with their variants, per-store prices, translations,
 * technical rows, media, badges, rental options, bundles and relations.
 * Money is always integer minor units plus the store's currency (ARCHITECTURE: Storage).
 * Translated fields live in `*_translations` tables keyed by (entity, locale).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  /** Language-neutral key, e.g. 'upper-arm-monitors'. */
  key: text('key').notNull().unique(),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    /** Path of the category page in this language, e.g. 'blutdruckmessgeraete/oberarm'. */
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    uniqueIndex('category_translations_locale_slug').on(t.locale, t.slug),
  ],
);

/** What kind of article a product is; drives which fields the detail page shows. */
export const PRODUCT_KINDS = [
  'blood-pressure-monitor',
  'ems-suit',
  'ems-device',
  'ems-clothing',
  'accessory',
  'spare-part',
  'bundle',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    articleNumber: text('article_number').notNull().unique(),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    manufacturer: text('manufacturer').notNull(),
    /** Higher sells better; the default listing order (spec 9: popularity first). */
    popularity: integer('popularity').notNull().default(0),
    /** False means 'not available online' (spec 4 stock status). */
    availableOnline: boolean('available_online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_kind').on(t.kind),
    index('products_popularity').on(t.popularity),
    // Autosuggest looks manufacturers up by typed prefix.
    index('products_manufacturer_prefix').on(sql`lower(${t.manufacturer}) text_pattern_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Human-readable product URL segment in this language. */
    slug: text('slug').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull(),
    /** Feature bullet points for the "functions" section, one per line. */
    functions: text('functions'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number').notNull().unique(),
    color: text('color'),
    version: text('version'),
    /** EMS clothing is sized separately for top and bottom (spec 2.6 size picker). */
    sizeTop: text('size_top'),
    sizeBottom: text('size_bottom'),
    cuffSize: text('cuff_size'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    recyclingClass: text('recycling_class'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variants_product').on(t.productId)],
);

/** A variant is sold in a store exactly when it has a price row for that store. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    storeKey: text('store_key').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    strikethroughMinor: integer('strikethrough_minor'),
    recommendedRetailMinor: integer('recommended_retail_minor'),
    recyclingFeeMinor: integer('recycling_fee_minor'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.storeKey] }),
    index('variant_prices_store').on(t.storeKey, t.amountMinor),
  ],
);

/**
 * Every price a variant had in a store, so the lowest price of the last 30 days and the
 * 90-day recommended-retail-price rule (spec 9) are computed, never typed in.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    storeKey: text('store_key').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [index('price_history_variant_store').on(t.variantId, t.storeKey, t.validFrom)],
);

/** Row 3460 holds the gender fit (spec 3 Product); rows are translated per locale. */
export const GENDER_FIT_ROW_ID = 3460;

export const technicalRows = pgTable(
  'technical_rows',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rowId: integer('row_id').notNull(),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.rowId, t.locale] })],
);

/** Language-neutral filter values (cuff size, function, operating mode) per product. */
export const FACETS = ['cuffSize', 'function', 'operatingMode'] as const;
export type Facet = (typeof FACETS)[number];

export const productFacets = pgTable(
  'product_facets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    facet: text('facet', { enum: FACETS }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.facet, t.value] }),
    index('product_facets_value').on(t.facet, t.value),
  ],
);

export const facetValueTranslations = pgTable(
  'facet_value_translations',
  {
    facet: text('facet', { enum: FACETS }).notNull(),
    value: text('value').notNull(),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value, t.locale] })],
);

export const MEDIA_KINDS = ['image', 'download', 'video'] as const;

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    /** Path served by the commerce service, e.g. '/media/products/12/main.svg'. */
    url: text('url').notNull(),
    /** Null for media shared by all languages (images); set for manuals and videos. */
    locale: text('locale'),
    title: text('title'),
    mimeType: text('mime_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('media_product').on(t.productId, t.kind)],
);

/** Stored media bytes, so the embedded shop needs no file storage besides the database. */
export const mediaFiles = pgTable('media_files', {
  url: text('url').primaryKey(),
  mimeType: text('mime_type').notNull(),
  body: text('body').notNull(),
  /** 'utf8' for SVG, 'base64' for binary files such as PDF manuals. */
  encoding: text('encoding', { enum: ['utf8', 'base64'] }).notNull(),
});

export const BADGES = ['sale', 'online-only', 'seasonal-deal'] as const;
export type Badge = (typeof BADGES)[number];

export const productBadges = pgTable(
  'product_badges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    badge: text('badge', { enum: BADGES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badge] })],
);

/** Rentable products offer periods in months with a monthly price per store. */
export const rentalOptions = pgTable(
  'rental_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    storeKey: text('store_key').notNull(),
    currency: text('currency').notNull(),
    monthlyAmountMinor: integer('monthly_amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.months, t.storeKey] })],
);

/** A bundle is a product of kind 'bundle' whose slots each offer one or more products. */
export const bundleSlots = pgTable(
  'bundle_slots',
  {
    bundleProductId: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull().default(1),
    /** Order of the products offered in one slot, as the catalog lists them. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleProductId, t.slot, t.productId] })],
);

export const RELATION_KINDS = ['accessory', 'spare-part'] as const;

export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RELATION_KINDS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId, t.kind] })],
);
