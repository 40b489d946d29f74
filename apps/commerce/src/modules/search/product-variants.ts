/**
 * A product's variants as one store sells them (spec 3 "Product", spec 4 stock status and
 * variant choice): a variant is sold in a store exactly when it has a price row there, so
 * variants without one are left out, and a product without any is not sold in the store.
 */
import type { SizeOption, StockStatus } from '@shop/search-contract';
import { FEW_IN_STOCK_THRESHOLD, type StoreKey } from '@shop/shop-config';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { variantPrices, variants } from '../catalog/schema';

export interface StoreVariant {
  id: number;
  articleNumber: string;
  color: string | null;
  version: string | null;
  sizeTop: string | null;
  sizeBottom: string | null;
  cuffSize: string | null;
  stock: number;
  recyclingClass: string | null;
  amountMinor: number;
  strikethroughMinor: number | null;
  recommendedRetailMinor: number | null;
  recyclingFeeMinor: number | null;
}

/** The variants of a product priced in the store, in catalog order. */
export async function loadStoreVariants(
  db: Database,
  productId: number,
  storeKey: StoreKey,
): Promise<StoreVariant[]> {
  return db
    .select({
      id: variants.id,
      articleNumber: variants.articleNumber,
      color: variants.color,
      version: variants.version,
      sizeTop: variants.sizeTop,
      sizeBottom: variants.sizeBottom,
      cuffSize: variants.cuffSize,
      stock: variants.stockQuantity,
      recyclingClass: variants.recyclingClass,
      amountMinor: variantPrices.amountMinor,
      strikethroughMinor: variantPrices.strikethroughMinor,
      recommendedRetailMinor: variantPrices.recommendedRetailMinor,
      recyclingFeeMinor: variantPrices.recyclingFeeMinor,
    })
    .from(variants)
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, storeKey)),
    )
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
}

/** Stock status of a quantity (spec 4); 'few' is 1 to FEW_IN_STOCK_THRESHOLD units. */
export function stockStatusOf(quantity: number, availableOnline: boolean): StockStatus {
  if (!availableOnline) return 'notAvailableOnline';
  if (quantity <= 0) return 'outOfStock';
  return quantity <= FEW_IN_STOCK_THRESHOLD ? 'fewInStock' : 'inStock';
}

/**
 * Spec 4 variant choice: the requested variant if the store sells it, else the first one
 * with stock, else the first. Every listed variant has a price, so "price and stock" is
 * "stock" here. A requested id the store does not sell (a stale link) falls back to the rule.
 */
export function chooseVariant<Variant extends { id: number; stock: number }>(
  storeVariants: readonly Variant[],
  requestedId: number | undefined,
): Variant | undefined {
  return (
    storeVariants.find((variant) => variant.id === requestedId) ??
    storeVariants.find((variant) => variant.stock > 0) ??
    storeVariants[0]
  );
}

/** Sizes for the top or bottom picker, in the order the catalog lists the variants. */
export function sizeOptions(
  storeVariants: readonly StoreVariant[],
  part: 'sizeTop' | 'sizeBottom',
): SizeOption[] {
  const bySize = new Map<string, SizeOption>();
  for (const variant of storeVariants) {
    const title = variant[part];
    if (title === null) continue;
    const option = bySize.get(title) ?? { title, variantIds: [], inStock: false };
    option.variantIds.push(variant.id);
    option.inStock ||= variant.stock > 0;
    bySize.set(title, option);
  }
  return [...bySize.values()];
}

/** Distinct non-empty values of a variant attribute, in catalog order. */
export function distinctValues(
  storeVariants: readonly StoreVariant[],
  attribute: 'color' | 'version',
): string[] {
  const values = storeVariants
    .map((variant) => variant[attribute])
    .filter((value): value is string => value !== null && value !== '');
  return [...new Set(values)];
}

/** Whether the store sells the product at all: at least one variant priced there. */
export async function productSoldInStore(
  db: Database,
  productId: number,
  storeKey: StoreKey,
): Promise<boolean> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, storeKey)),
    )
    .where(eq(variants.productId, productId))
    .limit(1);
  return row !== undefined;
}
