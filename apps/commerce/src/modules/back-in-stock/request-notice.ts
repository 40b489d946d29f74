/**
 * Takes a back-in-stock request for a sold-out variant (spec 2.6, 5): email and consent,
 * stored once per email and variant. A request for a variant that is done (notified) and
 * sold out again starts anew, so the shopper hears about the next restock too.
 */
import type { BackInStockRequest } from '@shop/search-contract';
import { SHOP_FORM_RATE_LIMITS } from '@shop/shop-config';
import { and, eq } from 'drizzle-orm';
import type { ShopFormContext } from '../../plugins/shopper-ip';
import { products, variantPrices, variants } from '../catalog/schema';
import { weighAttempt } from '../storefront-api/rate-limits';
import { backInStockRequests } from './schema';

export type BackInStockResult =
  | { status: 'registered' }
  | { status: 'unknown-variant' }
  | { status: 'in-stock' }
  | { status: 'throttled'; retryAfterSeconds: number };

export async function requestBackInStockNotice(
  context: ShopFormContext,
  request: BackInStockRequest,
): Promise<BackInStockResult> {
  const verdict = await weighAttempt(
    context,
    `back-in-stock:ip:${context.clientIp}`,
    SHOP_FORM_RATE_LIMITS.backInStockRequest,
  );
  if (!verdict.within) return { status: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  // Only variants the store sells online can come back in stock there.
  const [variant] = await context.db
    .select({ id: variants.id, stock: variants.stockQuantity })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.storeKey, request.store)),
    )
    .where(and(eq(variants.id, request.variantId), eq(products.availableOnline, true)));
  if (!variant) return { status: 'unknown-variant' };
  if (variant.stock > 0) return { status: 'in-stock' };
  const fields = {
    language: request.language,
    storeKey: request.store,
    consentedAt: context.now,
    createdAt: context.now,
    notifiedAt: null,
  };
  await context.db
    .insert(backInStockRequests)
    .values({ variantId: variant.id, email: request.email.trim().toLowerCase(), ...fields })
    .onConflictDoUpdate({
      target: [backInStockRequests.variantId, backInStockRequests.email],
      set: fields,
    });
  return { status: 'registered' };
}
