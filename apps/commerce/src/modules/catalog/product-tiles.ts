/**
 * Product tiles for listings: one row per product sold in the store, with the price of
 * the variant a shopper would get (spec 4 "Variant choice") and the stock status.
 */

import type { ProductTile, StockStatus } from '@shop/search-contract';
import { FEW_IN_STOCK_THRESHOLD, productPath } from '@shop/shop-config';
import { and, asc, count, desc, eq, exists, inArray } from 'drizzle-orm';
import type { ShopContext } from '../../context';
import { media, products, productTranslations, variantPrices, variants } from './schema';

export interface ProductTilePage {
  total: number;
  items: ProductTile[];
}

export async function listProductTiles(
  context: ShopContext,
  page: { offset: number; count: number },
): Promise<ProductTilePage> {
  const { db, store, language } = context;
  const soldInStore = exists(
    db
      .select({ one: variantPrices.variantId })
      .from(variantPrices)
      .innerJoin(variants, eq(variants.id, variantPrices.variantId))
      .where(and(eq(variants.productId, products.id), eq(variantPrices.storeKey, store.key))),
  );
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(soldInStore),
    db
      .select({
        id: products.id,
        articleNumber: products.articleNumber,
        manufacturer: products.manufacturer,
        availableOnline: products.availableOnline,
        title: productTranslations.title,
      })
      .from(products)
      .innerJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, products.id),
          eq(productTranslations.locale, language),
        ),
      )
      .where(soldInStore)
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(page.count)
      .offset(page.offset),
  ]);
  const productIds = rows.map((row) => row.id);
  if (productIds.length === 0) return { total: totals[0]?.total ?? 0, items: [] };

  const [variantRows, imageRows] = await Promise.all([
    db
      .select({
        productId: variants.productId,
        stockQuantity: variants.stockQuantity,
        amountMinor: variantPrices.amountMinor,
        strikethroughMinor: variantPrices.strikethroughMinor,
      })
      .from(variants)
      .innerJoin(
        variantPrices,
        and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, store.key)),
      )
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)),
    db
      .select({ productId: media.productId, url: media.url })
      .from(media)
      .where(and(inArray(media.productId, productIds), eq(media.kind, 'image')))
      .orderBy(asc(media.productId), asc(media.position), asc(media.id)),
  ]);

  const currency = store.prices.currency;
  const items = rows.map((row): ProductTile => {
    const productVariants = variantRows.filter((variant) => variant.productId === row.id);
    // Spec 4: the first variant with price and stock, else the first variant.
    const shown =
      productVariants.find((variant) => variant.stockQuantity > 0) ?? productVariants[0];
    const totalStock = productVariants.reduce((sum, variant) => sum + variant.stockQuantity, 0);
    return {
      id: row.id,
      articleNumber: row.articleNumber,
      title: row.title,
      url: productPath(language, String(row.id)),
      manufacturer: row.manufacturer,
      price: { amountMinor: shown?.amountMinor ?? 0, currency },
      strikethroughPrice:
        shown?.strikethroughMinor != null
          ? { amountMinor: shown.strikethroughMinor, currency }
          : null,
      imageUrl: imageRows.find((image) => image.productId === row.id)?.url ?? null,
      stockStatus: stockStatusOf(row.availableOnline, totalStock),
    };
  });
  return { total: totals[0]?.total ?? 0, items };
}

export function stockStatusOf(availableOnline: boolean, totalStock: number): StockStatus {
  if (!availableOnline) return 'notAvailableOnline';
  if (totalStock <= 0) return 'outOfStock';
  return totalStock <= FEW_IN_STOCK_THRESHOLD ? 'fewInStock' : 'inStock';
}
