/**
 * Operator changes to stock and prices. Each runs in one transaction together with the
 * search documents of the product it touches, so search never shows a stale price or
 * stock status (issue 4), and then tells the storefront which cached pages to rebuild.
 */
import type { StoreKey } from '@shop/shop-config';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshSearchDocuments } from '../search/indexer';
import { priceHistory, variantPrices, variants } from './schema';
import type { StorefrontNotifier } from './storefront-notifier';

export type CatalogChangeResult =
  | { status: 'changed'; productId: number; variantId: number }
  | { status: 'unknown-variant' }
  | { status: 'not-sold-in-store' };

/** The largest stock an operator can set; anything above is a typo. */
export const MAX_STOCK_QUANTITY = 1_000_000;

export async function setVariantStock(
  db: Database,
  notify: StorefrontNotifier,
  change: { articleNumber: string; quantity: number },
): Promise<CatalogChangeResult> {
  if (
    !Number.isInteger(change.quantity) ||
    change.quantity < 0 ||
    change.quantity > MAX_STOCK_QUANTITY
  ) {
    throw new RangeError(`Stock must be a whole number from 0 to ${MAX_STOCK_QUANTITY}`);
  }
  const result = await db.transaction(async (tx): Promise<CatalogChangeResult> => {
    const [variant] = await tx
      .update(variants)
      .set({ stockQuantity: change.quantity })
      .where(eq(variants.articleNumber, change.articleNumber))
      .returning({ id: variants.id, productId: variants.productId });
    if (!variant) return { status: 'unknown-variant' };
    await refreshSearchDocuments(tx, [variant.productId], 'stock');
    return { status: 'changed', productId: variant.productId, variantId: variant.id };
  });
  if (result.status === 'changed') await notify(['catalog', `product:${result.productId}`]);
  return result;
}

export async function setVariantPrice(
  db: Database,
  notify: StorefrontNotifier,
  change: {
    articleNumber: string;
    storeKey: StoreKey;
    amountMinor: number;
    strikethroughMinor?: number | null;
    now?: Date;
  },
): Promise<CatalogChangeResult> {
  for (const amount of [change.amountMinor, change.strikethroughMinor ?? 0]) {
    if (!Number.isInteger(amount) || amount < 0 || amount > 100_000_000) {
      throw new RangeError('Prices are whole minor units (cents) from 0 to 100,000,000');
    }
  }
  const result = await db.transaction(async (tx): Promise<CatalogChangeResult> => {
    const [variant] = await tx
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(eq(variants.articleNumber, change.articleNumber))
      .limit(1);
    if (!variant) return { status: 'unknown-variant' };
    const updated = await tx
      .update(variantPrices)
      .set({
        amountMinor: change.amountMinor,
        ...(change.strikethroughMinor !== undefined
          ? { strikethroughMinor: change.strikethroughMinor }
          : {}),
      })
      .where(
        and(eq(variantPrices.variantId, variant.id), eq(variantPrices.storeKey, change.storeKey)),
      )
      .returning({ currency: variantPrices.currency });
    if (updated.length === 0) return { status: 'not-sold-in-store' };
    // Every price change is history: the 30-day lowest price is computed from it (spec 9).
    await tx.insert(priceHistory).values({
      variantId: variant.id,
      storeKey: change.storeKey,
      amountMinor: change.amountMinor,
      validFrom: change.now ?? new Date(),
    });
    await refreshSearchDocuments(tx, [variant.productId]);
    return { status: 'changed', productId: variant.productId, variantId: variant.id };
  });
  if (result.status === 'changed') await notify(['catalog', `product:${result.productId}`]);
  return result;
}
