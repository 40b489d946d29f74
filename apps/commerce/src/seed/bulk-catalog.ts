/**
 * Benchmark catalog: appends N generated products (variants, prices in all eleven stores,
 * texts in seven languages, category links, filter values, technical rows and one image
 * reference each) on top of the demo catalog, whose categories and images it reuses.
 *
 * Everything is generated inside PostgreSQL with INSERT … SELECT over generate_series, a
 * handful of statements in one transaction, so 100,000 products load in well under five
 * minutes even on embedded PGlite. The words come from the demo catalog's texts and are
 * passed as one JSON parameter per statement.
 *
 * Repeatable: article numbers are 'BULK-' plus (highest product id before the run + n),
 * so a second run numbers its products above every product of the first and adds N more
 * without unique conflicts. Generated products have no price history, reviews or media
 * bytes; their image rows point at a demo product image of the same type when one exists.
 */
import { LANGUAGE_CODES, STORE_KEYS, STORES } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ProductKind } from '../modules/catalog/schema';
import { facetValueTranslations, products } from '../modules/catalog/schema';
import { buildDemoCatalog } from './demo-catalog/catalog';
import type { CategoryKey } from './demo-catalog/categories';
import { productImageUrl } from './demo-catalog/images';
import { DEMO_REFERENCE_DATE } from './demo-catalog/reference-date';
import { slugify } from './demo-catalog/slug';
import { DESCRIPTIONS } from './demo-catalog/texts/descriptions';
import {
  type CuffSize,
  type FunctionValue,
  facetValueLabels,
  OPERATING_MODE_VALUES,
} from './demo-catalog/texts/facet-labels';
import { type Feature, featureLabel } from './demo-catalog/texts/product-texts';
import { GENDER_FIT_WORDS, ROW, ROW_LABELS } from './demo-catalog/texts/technical-labels';
import { SUBTITLES, TITLE_PATTERNS } from './demo-catalog/texts/titles';
import type { ProductType } from './demo-catalog/types';

export interface BulkCatalogOptions {
  /** How many products to append. */
  products: number;
}

interface BulkType {
  productType: ProductType;
  kind: ProductKind;
  categoryKey: CategoryKey;
  parentKey: CategoryKey | null;
  modelPrefix: string;
  basePriceEurMinor: number;
  /** Clothing comes in sizes S, M and L; everything else in one variant. */
  variantCount: number;
  recyclingClass: string | null;
  weightGrams: number;
  features: readonly Feature[];
}

/** Product n gets type n mod 8. */
const BULK_TYPES: readonly BulkType[] = [
  bulkType('upper-arm-monitor', 'blood-pressure-monitor', 'upper-arm-monitors', 'BP', 2999, {
    parentKey: 'blood-pressure-monitors',
    recyclingClass: 'WEEE-5',
    weightGrams: 300,
    features: ['risk-indicator', 'cuff-fit-check', 'large-display'],
  }),
  bulkType('wrist-monitor', 'blood-pressure-monitor', 'wrist-monitors', 'BP Wrist', 1999, {
    parentKey: 'blood-pressure-monitors',
    recyclingClass: 'WEEE-5',
    weightGrams: 110,
    features: ['risk-indicator', 'compact'],
  }),
  bulkType('ems-suit', 'ems-suit', 'ems-suits', 'Suit', 39999, {
    parentKey: 'ems-training',
    recyclingClass: 'WEEE-5',
    weightGrams: 1100,
    features: ['ems', 'wireless-control', 'washable'],
  }),
  bulkType('ems-device', 'ems-device', 'ems-devices', 'Stim', 2999, {
    parentKey: 'ems-training',
    recyclingClass: 'WEEE-5',
    weightGrams: 150,
    features: ['tens', 'ems', 'timer'],
  }),
  bulkType('ems-shirt', 'ems-clothing', 'ems-clothing', 'Wear', 3499, {
    parentKey: 'ems-training',
    variantCount: 3,
    weightGrams: 160,
    features: ['conductive-zones', 'breathable', 'quick-dry'],
  }),
  bulkType('ems-pants', 'ems-clothing', 'ems-clothing', 'Wear', 3999, {
    parentKey: 'ems-training',
    variantCount: 3,
    weightGrams: 180,
    features: ['conductive-zones', 'breathable', 'quick-dry'],
  }),
  bulkType('electrode-gel', 'accessory', 'accessories', 'Gel', 599, {
    weightGrams: 260,
    features: ['water-based', 'skin-friendly'],
  }),
  bulkType('electrode-pads', 'spare-part', 'electrodes', 'Pad', 999, {
    parentKey: 'spare-parts',
    weightGrams: 40,
    features: ['reusable', 'skin-friendly'],
  }),
];

function bulkType(
  productType: ProductType,
  kind: ProductKind,
  categoryKey: CategoryKey,
  modelPrefix: string,
  basePriceEurMinor: number,
  rest: Partial<Pick<BulkType, 'parentKey' | 'variantCount' | 'recyclingClass'>> &
    Pick<BulkType, 'weightGrams' | 'features'>,
): BulkType {
  return {
    productType,
    kind,
    categoryKey,
    modelPrefix,
    basePriceEurMinor,
    parentKey: rest.parentKey ?? null,
    variantCount: rest.variantCount ?? 1,
    recyclingClass: rest.recyclingClass ?? null,
    weightGrams: rest.weightGrams,
    features: rest.features,
  };
}

const MODEL_WORDS = ['Comfort', 'Vital', 'Pulse', 'Balance', 'Active', 'Smart', 'Flex', 'Prime'];
const BRANDS = ['Vitalis', 'Medora', 'Kinetra', 'Sanovia', 'Pulsar'];
const UPPER_ARM_CUFF_SIZES: readonly CuffSize[] = ['22-32cm', '22-42cm', '32-48cm'];
const WRIST_CUFF_SIZE: CuffSize = '13.5-21.5cm';
const MONITOR_FUNCTIONS: readonly FunctionValue[] = [
  'arrhythmia-detection',
  'app-connection',
  'bluetooth',
  'risk-indicator',
  'two-users',
];
const STIMULATOR_FUNCTIONS: readonly FunctionValue[] = [
  'tens',
  'ems',
  'massage',
  'rechargeable',
  'app-connection',
];
/** Clothing variants come in the three middle sizes. */
const CLOTHING_SIZES = ['S', 'M', 'L'] as const;
const RECYCLING_FEE_EUR_MINOR = 25;

/** One row per product type, as JSON for jsonb_to_recordset. */
function typeRows(): string {
  const demo = buildDemoCatalog();
  return JSON.stringify(
    BULK_TYPES.map((type, index) => {
      const example = demo.find((product) => product.type === type.productType);
      return {
        type_index: index,
        product_type: type.productType,
        kind: type.kind,
        category_key: type.categoryKey,
        parent_key: type.parentKey,
        model_prefix: type.modelPrefix,
        base_price: type.basePriceEurMinor,
        variant_count: type.variantCount,
        recycling_class: type.recyclingClass,
        weight: type.weightGrams,
        image_url: example ? productImageUrl(example.articleNumber, 0) : null,
      };
    }),
  );
}

/** One row per product type and language with the texts' patterns ('{model}', '{brand}'). */
function textRows(): string {
  return JSON.stringify(
    BULK_TYPES.flatMap((type, index) =>
      LANGUAGE_CODES.map((locale) => ({
        type_index: index,
        locale,
        title: TITLE_PATTERNS[type.productType][locale],
        slug_word: slugify(TITLE_PATTERNS[type.productType][locale].replace('{model}', '')),
        subtitle: SUBTITLES[type.productType][locale],
        description: DESCRIPTIONS[type.productType][locale],
        functions: type.features.map((feature) => featureLabel(feature, locale)).join('\n'),
        weight_label: ROW_LABELS.weight[locale],
        fit_label: ROW_LABELS.genderFit[locale],
        fit_women: GENDER_FIT_WORDS.women[locale],
        fit_men: GENDER_FIT_WORDS.men[locale],
        fit_unisex: GENDER_FIT_WORDS.unisex[locale],
      })),
    ),
  );
}

function storeRows(): string {
  return JSON.stringify(
    STORE_KEYS.map((key) => ({ store_key: key, currency: STORES[key].prices.currency })),
  );
}

type SqlFragment = ReturnType<typeof sql>;

/** The product types as a table `t`, joined by type_index. */
function typesTable(): SqlFragment {
  return sql`jsonb_to_recordset(${typeRows()}::jsonb) AS t(
    type_index int, product_type text, kind text, category_key text, parent_key text,
    model_prefix text, base_price int, variant_count int, recycling_class text, weight int,
    image_url text)`;
}

/**
 * Appends `options.products` generated products in one transaction and returns how many
 * were added. Expects the demo catalog's categories; without them products get no category.
 */
export async function seedBulkCatalog(
  db: Database,
  options: BulkCatalogOptions,
): Promise<{ products: number }> {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`products must be a whole number of at least 0 (got ${count})`);
  }
  if (count === 0) return { products: 0 };
  await db.transaction(async (tx) => {
    const [highest] = await tx
      .select({ id: sql<number>`coalesce(max(${products.id}), 0)::int` })
      .from(products);
    const types = typesTable();
    await insertProducts(tx, types, count, highest?.id ?? 0);
    await insertTexts(tx, types);
    await insertClassification(tx, types);
    await insertVariantsAndPrices(tx, types);
    await tx.execute(sql`ANALYZE`);
  });
  return { products: count };
}

async function insertProducts(
  db: Database,
  types: SqlFragment,
  count: number,
  offset: number,
): Promise<void> {
  await db.execute(sql`
    CREATE TEMPORARY TABLE bulk_seed ON COMMIT DROP AS
    SELECT g, ${offset}::int + g AS serial, 'BULK-' || lpad((${offset}::int + g)::text, 7, '0') AS article_number,
      g % ${BULK_TYPES.length}::int AS type_index
    FROM generate_series(1, ${count}::int) AS g`);
  await db.execute(sql`
    INSERT INTO products (article_number, kind, manufacturer, popularity, available_online, created_at)
    SELECT s.article_number, t.kind, ${pick(BRANDS, sql`s.serial / 8`)},
      (s.serial * 7919) % 1000, s.serial % 29 <> 0,
      ${DEMO_REFERENCE_DATE.toISOString()}::timestamptz
        - make_interval(days => (s.serial * 37) % 900, secs => s.serial % 86400)
    FROM bulk_seed s JOIN ${types} USING (type_index)
    ORDER BY s.g`);
  // Everything below joins this table: new ids with the facts derived from the serial.
  // 'cycle' counts up once per cycle through the types, so choices based on it vary within
  // a type instead of following the type.
  await db.execute(sql`
    CREATE TEMPORARY TABLE bulk_products ON COMMIT DROP AS
    SELECT p.id, s.serial, s.serial / ${BULK_TYPES.length}::int AS cycle, s.article_number,
      s.type_index, p.manufacturer AS brand,
      t.model_prefix || ' ' || ${pick(MODEL_WORDS, sql`s.serial / 8`)} || ' ' || (100 + (s.serial * 37) % 900)
        AS model,
      t.base_price + ((s.serial * 37) % 40) * 500 AS price_eur,
      t.weight + (s.serial % 50) * 2 AS weight
    FROM bulk_seed s JOIN products p USING (article_number) JOIN ${types} USING (type_index)`);
}

async function insertTexts(db: Database, types: SqlFragment): Promise<void> {
  const texts = sql`jsonb_to_recordset(${textRows()}::jsonb) AS x(
    type_index int, locale text, title text, slug_word text, subtitle text, description text,
    functions text, weight_label text, fit_label text, fit_women text, fit_men text, fit_unisex text)`;
  await db.execute(sql`
    INSERT INTO product_translations (product_id, locale, title, slug, subtitle, description, functions)
    SELECT b.id, x.locale, replace(x.title, '{model}', b.model),
      lower(regexp_replace(b.model, '[^A-Za-z0-9]+', '-', 'g')) || '-' || x.slug_word || '-' || b.serial,
      x.subtitle, replace(replace(x.description, '{model}', b.model), '{brand}', b.brand), x.functions
    FROM bulk_products b JOIN ${texts} USING (type_index)`);
  // Weight for every product; the gender fit (row 3460) for three of four clothing items.
  await db.execute(sql`
    INSERT INTO technical_rows (product_id, row_id, locale, label, value, position)
    SELECT b.id, ${ROW.weight}::int, x.locale, x.weight_label, b.weight || ' g', 0
    FROM bulk_products b JOIN ${texts} USING (type_index)
    UNION ALL
    SELECT b.id, ${ROW.genderFit}::int, x.locale, x.fit_label,
      (ARRAY[x.fit_women, x.fit_men, x.fit_unisex])[b.cycle % 4], 1
    FROM bulk_products b JOIN ${texts} USING (type_index) JOIN ${types} USING (type_index)
    WHERE t.kind = 'ems-clothing' AND b.cycle % 4 <> 0`);
}

async function insertClassification(db: Database, types: SqlFragment): Promise<void> {
  await db.insert(facetValueTranslations).values(facetValueLabels()).onConflictDoNothing();
  await db.execute(sql`
    INSERT INTO product_categories (product_id, category_id, is_primary)
    SELECT b.id, c.id, c.key = t.category_key
    FROM bulk_products b JOIN ${types} USING (type_index)
      JOIN categories c ON c.key IN (t.category_key, t.parent_key)`);
  await db.execute(sql`
    INSERT INTO product_facets (product_id, facet, value)
    SELECT b.id, 'cuffSize', CASE WHEN t.product_type = 'wrist-monitor'
        THEN ${WRIST_CUFF_SIZE}::text ELSE ${pick(UPPER_ARM_CUFF_SIZES, sql`b.cycle`)} END
    FROM bulk_products b JOIN ${types} USING (type_index) WHERE t.kind = 'blood-pressure-monitor'
    UNION ALL
    SELECT b.id, 'operatingMode', ${pick(OPERATING_MODE_VALUES, sql`(b.cycle % 7 = 0)::int`)}
    FROM bulk_products b JOIN ${types} USING (type_index) WHERE t.kind = 'blood-pressure-monitor'
    UNION ALL
    SELECT b.id, 'function', f.value
    FROM bulk_products b JOIN ${types} USING (type_index)
      CROSS JOIN LATERAL (VALUES (b.cycle % 5), ((b.cycle / 5) % 5)) AS pick(i)
      JOIN LATERAL (SELECT CASE WHEN t.kind = 'blood-pressure-monitor'
          THEN ${pick(MONITOR_FUNCTIONS, sql`pick.i`)}
          ELSE ${pick(STIMULATOR_FUNCTIONS, sql`pick.i`)} END AS value) f ON true
    WHERE t.kind IN ('blood-pressure-monitor', 'ems-device')
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO media (product_id, kind, url, title, mime_type, position)
    SELECT b.id, 'image', t.image_url, b.model, 'image/svg+xml', 0
    FROM bulk_products b JOIN ${types} USING (type_index)
      JOIN media_files f ON f.url = t.image_url`);
}

async function insertVariantsAndPrices(db: Database, types: SqlFragment): Promise<void> {
  await db.execute(sql`
    INSERT INTO variants (product_id, article_number, size_top, size_bottom, cuff_size, stock_quantity, recycling_class, position)
    SELECT b.id, b.article_number || '-' || lpad(v::text, 2, '0'),
      CASE WHEN t.product_type = 'ems-shirt' THEN ${pick(CLOTHING_SIZES, sql`v - 1`)} END,
      CASE WHEN t.product_type = 'ems-pants' THEN ${pick(CLOTHING_SIZES, sql`v - 1`)} END,
      CASE t.product_type WHEN 'wrist-monitor' THEN ${WRIST_CUFF_SIZE}::text
        WHEN 'upper-arm-monitor' THEN ${pick(UPPER_ARM_CUFF_SIZES, sql`b.cycle`)} END,
      CASE WHEN (b.serial * 7 + v) % 17 = 0 THEN 0
        WHEN (b.serial * 7 + v) % 11 = 0 THEN 1 + b.serial % 4
        ELSE 20 + (b.serial * 31 + v * 7) % 181 END,
      t.recycling_class, v - 1
    FROM bulk_products b JOIN ${types} USING (type_index), generate_series(1, t.variant_count) AS v`);
  // Every ninth product is on sale (20 % off, ending in .99); every thirteenth is not sold in pl and ch.
  await db.execute(sql`
    INSERT INTO variant_prices (variant_id, store_key, currency, amount_minor, strikethrough_minor, recycling_fee_minor)
    SELECT v.id, s.store_key, s.currency,
      ${inCurrency(sql`CASE WHEN b.serial % 9 = 0 THEN round(b.price_eur * 0.8 / 100)::int * 100 - 1 ELSE b.price_eur END`)},
      CASE WHEN b.serial % 9 = 0 THEN ${inCurrency(sql`b.price_eur`)} END,
      CASE WHEN v.recycling_class IS NOT NULL THEN CASE s.currency
        WHEN 'CHF' THEN round(${RECYCLING_FEE_EUR_MINOR}::int * 1.05)::int
        WHEN 'PLN' THEN round(${RECYCLING_FEE_EUR_MINOR}::int * 4.3)::int
        ELSE ${RECYCLING_FEE_EUR_MINOR}::int END END
    FROM variants v JOIN bulk_products b ON b.id = v.product_id
      CROSS JOIN jsonb_to_recordset(${storeRows()}::jsonb) AS s(store_key text, currency text)
    WHERE b.serial % 13 <> 0 OR s.store_key NOT IN ('pl', 'ch')`);
}

/** The list element at `index` modulo the list's length, chosen inside the database. */
function pick(list: readonly string[], index: SqlFragment): SqlFragment {
  return sql`(${JSON.stringify(list)}::jsonb ->> ((${index}) % ${list.length}::int))`;
}

/** The demo catalog's conversion (prices.ts): CHF rounded up to .90, PLN up to .99. */
function inCurrency(eurMinor: SqlFragment): SqlFragment {
  return sql`CASE s.currency
    WHEN 'CHF' THEN ceil((${eurMinor}) * 105 / 10000.0)::int * 100 - 10
    WHEN 'PLN' THEN ceil((${eurMinor}) * 430 / 10000.0)::int * 100 - 1
    ELSE (${eurMinor}) END`;
}
