/**
 * Search documents, kept current from the catalog in the same transaction as every
 * catalog change. Two denormalized tables instead of one row per (product, language,
 * store): texts vary by language only and offers by store only, so 100,000 products need
 * 0.7 M text rows and 1.1 M offer rows rather than 7.7 M combined rows.
 */
import { LANGUAGE_CODES, STORE_KEYS } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchTexts = pgTable(
  'search_texts',
  {
    productId: integer('product_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    /** Unaccented, lower-case title words plus manufacturer: the source of search_title_words. */
    titleWords: text('title_words').notNull(),
    document: tsvector('document').notNull(),
    /**
     * What autosuggest matches: the document without the description (title and article
     * number, subtitle, manufacturer and category names), as Shopify's predictive search
     * leaves the body out by default, so a suggestion names what was typed (decision 201).
     * The indexer filters it from the document (weights A and B).
     */
    suggestion: tsvector('suggestion').notNull().default(sql`''::tsvector`),
    /**
     * The product tile's parts that depend on the product and the language only (id,
     * article number, title, url, manufacturer, first image, every badge in reading
     * order, labelled filter values), built by the indexer with the text: a page's 48
     * tiles are then read ready instead of three subqueries per row. The store's price,
     * stock and rating come from the offer row (product-tiles.ts).
     */
    tile: jsonb('tile').notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    // One partial index per language: a query for one language reads only its entries,
    // instead of intersecting a whole-table index with the locale part of the key.
    ...LANGUAGE_CODES.flatMap((language) => [
      index(`search_texts_document_${language}`)
        .using('gin', t.document)
        .where(sql.raw(`locale = '${language}'`)),
      index(`search_texts_suggestion_${language}`)
        .using('gin', t.suggestion)
        .where(sql.raw(`locale = '${language}'`)),
    ]),
  ],
);

/**
 * The vocabulary of the titles per language: every word of title_words (titles with the
 * manufacturer, unaccented, lower case). A phrase that matches nothing has its misspelt
 * words corrected to the most similar of these (typo-correction.ts), a table of about a
 * thousand words per language on the benchmark catalog where trigram similarity over
 * 100,000 titles read and compared up to 20,000 of them (bench/README.md, stop 16). The
 * indexer adds the words of every text it writes and never removes one: a word no title
 * holds any more corrects a typo to a word that finds nothing, as the typo did.
 */
export const searchTitleWords = pgTable(
  'search_title_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_title_words_pk', columns: [t.locale, t.word] }),
    index('search_title_words_trigrams').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

export const searchOffers = pgTable(
  'search_offers',
  {
    productId: integer('product_id').notNull(),
    storeKey: text('store_key').notNull(),
    kind: text('kind').notNull(),
    /** Price of the variant a shopper gets (spec 4 "Variant choice"), minor units. */
    priceMinor: integer('price_minor').notNull(),
    strikethroughMinor: integer('strikethrough_minor'),
    popularity: integer('popularity').notNull(),
    /** Average published rating times 100, 0 without reviews. */
    ratingCentis: integer('rating_centis').notNull(),
    reviewCount: integer('review_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    inStock: boolean('in_stock').notNull(),
    stockStatus: text('stock_status').notNull(),
    /** The product's categories and all their ancestors, so a parent lists its children's products. */
    categoryIds: integer('category_ids').array().notNull(),
    /** Filter values as 'facet:value', e.g. 'cuffSize:22-42cm', 'fit:women', 'size:M'. */
    facetValues: text('facet_values').array().notNull(),
    /** Product and variant article numbers, found exactly by search. */
    articleNumbers: text('article_numbers').array().notNull(),
    /**
     * Languages the product has a text row in: a listing without a phrase checks this
     * instead of joining every offer to its text, which was most of a category page's work.
     */
    textLocales: text('text_locales').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeKey] }),
    index('search_offers_store_popularity').on(t.storeKey, t.popularity),
    // One per other sorting: a big category's page (EMS training, half the catalog) walks
    // its store's offers in the shopper's order and stops after the page, where sorting
    // all 50,000 first took 290 ms (new) at load 10; 2.5 ms with the index.
    index('search_offers_store_created').on(t.storeKey, t.createdAt),
    index('search_offers_store_price').on(t.storeKey, t.priceMinor),
    index('search_offers_store_reviews').on(
      t.storeKey,
      t.ratingCentis,
      t.reviewCount,
      t.popularity,
    ),
    // No whole-table GIN index beside the per-store ones: every statement names its store,
    // and with both at hand the planner paired a store's index with the whole table's
    // (135,000 entries read for a category's 12,500, 7-17 ms), see docs/decisions.md.
    // One partial index per store: a category page reads only its store's entries (12,500
    // for a large category) instead of intersecting every store's with the whole store.
    ...STORE_KEYS.map((store) =>
      index(`search_offers_categories_${store}`)
        .using('gin', t.categoryIds)
        .where(sql.raw(`store_key = '${store}'`)),
    ),
    // Likewise per store for the filter values: a category page's filter meets its
    // store's 25,000 offers with 'size:L' instead of all stores' 270,000.
    ...STORE_KEYS.map((store) =>
      index(`search_offers_facets_${store}`)
        .using('gin', t.facetValues)
        .where(sql.raw(`store_key = '${store}'`)),
    ),
    index('search_offers_article_numbers').using('gin', t.articleNumbers),
  ],
);

/**
 * Numbers the indexer raises in the transaction of a change to the search documents: row
 * 1 with every change, row 2 with every change but a stock change (VERSION_ROWS in
 * answer-cache.ts). The in-process answer cache files answers under the row of what they
 * depend on, so no process serves an answer from before a committed change that concerns
 * it.
 */
export const searchCatalogVersion = pgTable('search_catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A number per category that the indexer raises when a stock change changes an offer of
 * one of its products (sold out, few left, back in stock): the cached listings of that
 * category's pages are stale, those of other categories are not (decision 198). Other
 * changes raise search_catalog_version's rows, which category pages also read.
 */
export const searchCategoryVersions = pgTable('search_category_versions', {
  categoryId: integer('category_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The facet counts of category pages, pre-added: one row per store, category and distinct
 * combination of what a listing without a phrase filters and counts on (the languages
 * with a text, the filter values, in stock, the price), with the number of offers that
 * share it. A category page's facet counts, in-stock count, price range and exact total
 * sum a few hundred rows instead of reading its 25,000-50,000 offers; the same filters
 * apply to a row as to each of its offers, so the answers are the same. Category 0 holds
 * every offer of the store (a listing without phrase and category). The indexer keeps it
 * current in the same transaction as the offers (indexer.ts); the number of rows grows
 * with the distinct combinations, not with the offers (docs/decisions.md).
 */
export const searchFacetCells = pgTable(
  'search_facet_cells',
  {
    storeKey: text('store_key').notNull(),
    categoryId: integer('category_id').notNull(),
    textLocales: text('text_locales').array().notNull(),
    facetValues: text('facet_values').array().notNull(),
    inStock: boolean('in_stock').notNull(),
    priceMinor: integer('price_minor').notNull(),
    offers: integer('offers').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_facet_cells_pk',
      columns: [t.storeKey, t.categoryId, t.textLocales, t.facetValues, t.inStock, t.priceMinor],
    }),
    // The cells an offer change emptied, found without reading the table.
    index('search_facet_cells_empty').on(t.storeKey).where(sql`offers = 0`),
  ],
);
