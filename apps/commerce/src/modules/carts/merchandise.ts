/**
 * The cart's and orders' window onto the catalog: a variant as merchandise, priced in one
 * store and titled in one language (falling back to the store's language, then German).
 * A variant counts as merchandise of a store only when it has a price there.
 */
import { DEFAULT_LANGUAGE, type LanguageCode, type Store } from '@shop/shop-config';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media, products, productTranslations, variantPrices, variants } from '../catalog/schema';

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
  // correlated subqueries, since a cart read is on every page view of the storefront.
  const [first, second, third] = [scope.language, scope.store.defaultLanguage, DEFAULT_LANGUAGE];
  const text = (column: 'title' | 'slug') =>
    sql<string | null>`(select ${sql.identifier(column)} from ${productTranslations} t
      where t.product_id = ${products.id}
      order by case t.locale when ${first} then 0 when ${second} then 1 when ${third} then 2 else 3 end, t.locale
      limit 1)`;
  const image = <T>(column: 'id' | 'url' | 'title') =>
    sql<T | null>`(select m.${sql.identifier(column)} from ${media} m
      where m.product_id = ${products.id} and m.kind = 'image' order by m.position, m.id limit 1)`;
  const rows = await db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      sku: variants.articleNumber,
      color: variants.color,
      version: variants.version,
      sizeTop: variants.sizeTop,
      sizeBottom: variants.sizeBottom,
      cuffSize: variants.cuffSize,
      stockQuantity: variants.stockQuantity,
      availableOnline: products.availableOnline,
      vendor: products.manufacturer,
      productType: products.kind,
      priceMinor: variantPrices.amountMinor,
      compareAtMinor: variantPrices.strikethroughMinor,
      currency: variantPrices.currency,
      title: text('title'),
      slug: text('slug'),
      imageId: image<number>('id'),
      imageUrl: image<string>('url'),
      imageTitle: image<string>('title'),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, scope.store.key)),
    )
    .where(inArray(variants.id, ids));

  for (const row of rows) {
    const selectedOptions = [
      { name: 'Color', value: row.color },
      { name: 'Version', value: row.version },
      { name: 'Size', value: row.sizeTop },
      { name: 'Bottom size', value: row.sizeBottom },
      { name: 'Cuff size', value: row.cuffSize },
    ].filter((option): option is { name: string; value: string } => Boolean(option.value));
    found.set(row.variantId, {
      variantId: row.variantId,
      productId: row.productId,
      sku: row.sku,
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
    });
  }
  return found;
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
