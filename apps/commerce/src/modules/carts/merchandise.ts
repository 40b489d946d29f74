/**
 * The cart's and orders' window onto the catalog: a variant as merchandise, priced in one
 * store and titled in one language (falling back to the store's language, then German).
 * A variant counts as merchandise of a store only when it has a price there.
 */
import { DEFAULT_LANGUAGE, type LanguageCode, type Store } from '@shop/shop-config';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { products, variantPrices, variants } from '../catalog/schema';
import { queryRows } from '../search/rows';

export interface MerchandiseImage {
  id: number;
  /** Path served by this service, e.g. '/media/products/12/main.svg'. */
  path: string;
  altText: string | null;
}

export interface Merchandise {
  variantId: number;
  productId: number;
  sku: string;
  /** The product's article number (free-shipping products are listed by it, spec 9). */
  productArticleNumber: string;
  /** Options joined by ' / ' (Shopify's 'Default Title' when a variant has none). */
  title: string;
  selectedOptions: ReadonlyArray<{ name: string; value: string }>;
  productTitle: string;
  productHandle: string;
  vendor: string;
  productType: string;
  priceMinor: number;
  compareAtMinor: number | null;
  currency: string;
  stockQuantity: number;
  availableForSale: boolean;
  image: MerchandiseImage | null;
}

const merchandiseRow = z.object({
  variantId: z.coerce.number(),
  productId: z.coerce.number(),
  sku: z.string(),
  productArticleNumber: z.string(),
  color: z.string().nullable(),
  version: z.string().nullable(),
  sizeTop: z.string().nullable(),
  sizeBottom: z.string().nullable(),
  cuffSize: z.string().nullable(),
  stockQuantity: z.coerce.number(),
  availableOnline: z.boolean(),
  vendor: z.string(),
  productType: z.string(),
  priceMinor: z.coerce.number(),
  compareAtMinor: z.coerce.number().nullable(),
  currency: z.string(),
  title: z.string().nullable(),
  slug: z.string().nullable(),
  imageId: z.coerce.number().nullable(),
  imageUrl: z.string().nullable(),
  imageTitle: z.string().nullable(),
});

export async function findMerchandise(
  db: Database,
  scope: { store: Store; language: LanguageCode },
  variantIds: readonly number[],
): Promise<Map<number, Merchandise>> {
  const ids = [...new Set(variantIds)].filter(
    (id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31,
  );
  const found = new Map<number, Merchandise>();
  if (ids.length === 0) return found;
  // One round trip: texts in the best available language and the first image come from
  // correlated subqueries, since a cart read is on every page view of the storefront. The
  // statement is written out rather than composed with the query builder: it runs on
  // every cart read and mutation, and building it cost more CPU than the database needs.
  const [first, second, third] = [scope.language, scope.store.defaultLanguage, DEFAULT_LANGUAGE];
  const rows = await queryRows(
    db,
    sql`
    select v.id as "variantId", v.product_id as "productId", v.article_number as "sku",
      p.article_number as "productArticleNumber",
      v.color, v.version, v.size_top as "sizeTop", v.size_bottom as "sizeBottom",
      v.cuff_size as "cuffSize", v.stock_quantity as "stockQuantity",
      p.available_online as "availableOnline", p.manufacturer as "vendor",
      p.kind as "productType", vp.amount_minor as "priceMinor",
      vp.strikethrough_minor as "compareAtMinor", vp.currency,
      t.title, t.slug, m.id as "imageId", m.url as "imageUrl", m.title as "imageTitle"
    from variants v
    join products p on p.id = v.product_id
    join variant_prices vp on vp.variant_id = v.id and vp.store_key = ${scope.store.key}
    left join lateral (
      select pt.title, pt.slug from product_translations pt where pt.product_id = p.id
      order by case pt.locale when ${first} then 0 when ${second} then 1 when ${third} then 2 else 3 end, pt.locale
      limit 1) t on true
    left join lateral (
      select md.id, md.url, md.title from media md where md.product_id = p.id and md.kind = 'image'
      order by md.position, md.id limit 1) m on true
    where v.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    merchandiseRow,
  );
  for (const row of rows) found.set(row.variantId, merchandiseOf(row));
  return found;
}

type MerchandiseRow = z.infer<typeof merchandiseRow>;

function merchandiseOf(row: MerchandiseRow): Merchandise {
  const selectedOptions = [
    { name: 'Color', value: row.color },
    { name: 'Version', value: row.version },
    { name: 'Size', value: row.sizeTop },
    { name: 'Bottom size', value: row.sizeBottom },
    { name: 'Cuff size', value: row.cuffSize },
  ].filter((option): option is { name: string; value: string } => Boolean(option.value));
  return {
    variantId: row.variantId,
    productId: row.productId,
    sku: row.sku,
    productArticleNumber: row.productArticleNumber,
    title:
      selectedOptions.length > 0
        ? selectedOptions.map((option) => option.value).join(' / ')
        : 'Default Title',
    selectedOptions,
    productTitle: row.title ?? row.sku,
    productHandle: row.slug ?? String(row.productId),
    vendor: row.vendor,
    productType: row.productType,
    priceMinor: row.priceMinor,
    compareAtMinor: row.compareAtMinor,
    currency: row.currency,
    stockQuantity: row.stockQuantity,
    availableForSale: row.availableOnline && row.stockQuantity > 0,
    image:
      row.imageId !== null && row.imageUrl !== null
        ? {
            id: Number(row.imageId),
            path: row.imageUrl,
            altText: row.imageTitle ?? row.title ?? null,
          }
        : null,
  };
}

/**
 * The merchandise of one variant as a `left join lateral (…) mx` of a hand-written
 * statement (raw-statements.ts): the same columns and language fallback as findMerchandise,
 * plus the product's rental terms in the store, so a cart read or change needs no further
 * query. The arguments are SQL expressions (columns or parameters), never shopper input.
 * `mx."variantId"` is null when the variant is not merchandise of the store.
 */
export function merchandiseLateral(
  variantId: string,
  storeKey: string,
  languages: readonly [string, string, string],
): string {
  const [first, second, third] = languages;
  return `left join lateral (
    select v.id as "variantId", v.product_id as "productId", v.article_number as "sku",
      p.article_number as "productArticleNumber",
      v.color, v.version, v.size_top as "sizeTop", v.size_bottom as "sizeBottom",
      v.cuff_size as "cuffSize", v.stock_quantity as "stockQuantity",
      p.available_online as "availableOnline", p.manufacturer as "vendor",
      p.kind as "productType", vp.amount_minor as "priceMinor",
      vp.strikethrough_minor as "compareAtMinor", vp.currency,
      t.title, t.slug, m.id as "imageId", m.url as "imageUrl", m.title as "imageTitle",
      (select json_agg(json_build_array(ro.months, ro.monthly_amount_minor))
        from rental_options ro where ro.product_id = p.id and ro.store_key = vp.store_key
      ) as "rentalTerms"
    from variants v
    join products p on p.id = v.product_id
    join variant_prices vp on vp.variant_id = v.id and vp.store_key = ${storeKey}
    left join lateral (
      select pt.title, pt.slug from product_translations pt where pt.product_id = p.id
      order by case pt.locale when ${first} then 0 when ${second} then 1 when ${third} then 2 else 3 end, pt.locale
      limit 1) t on true
    left join lateral (
      select md.id, md.url, md.title from media md where md.product_id = p.id and md.kind = 'image'
      order by md.position, md.id limit 1) m on true
    where v.id = ${variantId}) mx on true`;
}

const nullableText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);
const nullableNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** Monthly rents by product and months, as merchandiseLateral reads them. */
export type RentalTermsByProduct = Map<number, ReadonlyMap<number, number>>;

/**
 * Merchandise (and its rental terms) from the JSON column of merchandiseLateral's row
 * (`to_json(mx)`); null when the variant is not merchandise of the store. JSON carries
 * numbers and booleans as such; the coercions only normalise what may arrive as text.
 */
export function merchandiseFromRawRow(
  column: unknown,
  rentalTerms: RentalTermsByProduct,
): Merchandise | null {
  if (typeof column !== 'object' || column === null) return null;
  const row = column as Record<string, unknown>;
  if (row.variantId === null || row.variantId === undefined) return null;
  const productId = Number(row.productId);
  if (!rentalTerms.has(productId)) {
    const pairs = Array.isArray(row.rentalTerms) ? (row.rentalTerms as unknown[]) : [];
    rentalTerms.set(
      productId,
      new Map(
        pairs.flatMap((pair) =>
          Array.isArray(pair) ? [[Number(pair[0]), Number(pair[1])] as const] : [],
        ),
      ),
    );
  }
  return merchandiseOf({
    variantId: Number(row.variantId),
    productId,
    sku: String(row.sku),
    productArticleNumber: String(row.productArticleNumber),
    color: nullableText(row.color),
    version: nullableText(row.version),
    sizeTop: nullableText(row.sizeTop),
    sizeBottom: nullableText(row.sizeBottom),
    cuffSize: nullableText(row.cuffSize),
    stockQuantity: Number(row.stockQuantity),
    availableOnline: row.availableOnline === true,
    vendor: String(row.vendor),
    productType: String(row.productType),
    priceMinor: Number(row.priceMinor),
    compareAtMinor: nullableNumber(row.compareAtMinor),
    currency: String(row.currency),
    title: nullableText(row.title),
    slug: nullableText(row.slug),
    imageId: nullableNumber(row.imageId),
    imageUrl: nullableText(row.imageUrl),
    imageTitle: nullableText(row.imageTitle),
  });
}

/** Variants sold and in stock in a store, most popular products first (for demo orders). */
export async function listSellableVariantIds(
  db: Database,
  store: Store,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, store.key)),
    )
    .where(and(eq(products.availableOnline, true), gt(variants.stockQuantity, 0)))
    .orderBy(desc(products.popularity), asc(variants.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A product's variants that have a price in the store (so are merchandise there). */
export async function listProductVariantIds(
  db: Database,
  store: Store,
  productId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, store.key)),
    )
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.id));
  return rows.map((row) => row.id);
}
