/**
 * Loading a checkout: its cart (also once closed by the placed order, so the checkout can
 * show that order), what the shopper entered, and the summary the storefront renders.
 */
import type { CheckoutSummary } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartExpiryCutoff, isCartToken, snapshotOf } from '../carts/cart-store';
import type { CartSnapshot } from '../carts/cart-types';
import { carts } from '../carts/schema';
import { getStoreOfCart } from '../carts/store-of-cart';
import type { StorefrontNotifier } from '../catalog/storefront-notifier';
import type { Mailer } from '../mail/mailer';
import { orders } from '../orders/schema';
import {
  checkoutCountry,
  loadFreeShippingRule,
  type PricedCheckout,
  priceCheckout,
} from './checkout-pricing';
import { checkoutDetails } from './schema';

export interface CheckoutContext {
  db: Database;
  language: LanguageCode;
  now: Date;
  cartTtlDays: number;
  /** Origin of this service, for absolute image URLs. */
  publicUrl: string;
  storefrontUrl: string;
  brandName: string;
  mailer: Mailer;
  /** Tells the storefront which cached pages an order's stock made stale. */
  notifyStorefront: StorefrontNotifier;
}

export type CartRow = typeof carts.$inferSelect;
export type CheckoutDetailsRow = typeof checkoutDetails.$inferSelect;

export interface LoadedCheckout {
  row: CartRow;
  cart: CartSnapshot;
  details: CheckoutDetailsRow | null;
}

/**
 * The checkout of a cart token; null for an unknown or expired cart. With `lock`, the
 * cart row stays locked until the caller's transaction ends, so two order button presses
 * for one cart are handled one after the other.
 */
export async function loadCheckout(
  context: CheckoutContext,
  token: string,
  options: { lock: boolean },
): Promise<LoadedCheckout | null> {
  if (!isCartToken(token)) return null;
  const query = context.db.select().from(carts).where(eq(carts.token, token));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row || row.updatedAt < cartExpiryCutoff(context)) return null;
  const [cart, [details]] = await Promise.all([
    snapshotOf({ ...context, store: getStoreOfCart(row) }, row),
    context.db.select().from(checkoutDetails).where(eq(checkoutDetails.cartToken, token)),
  ]);
  return { row, cart, details: details ?? null };
}

/** The order placed from this cart, if any. */
export async function placedOrderOf(
  db: Database,
  token: string,
): Promise<{ orderNumber: number; name: string; totalMinor: number; email: string } | null> {
  const [order] = await db
    .select({ orderNumber: orders.orderNumber, totalMinor: orders.totalMinor, email: orders.email })
    .from(orders)
    .where(eq(orders.cartToken, token));
  return order ? { ...order, name: `#${order.orderNumber}`, email: order.email ?? '' } : null;
}

export async function priceLoadedCheckout(
  context: CheckoutContext,
  loaded: LoadedCheckout,
): Promise<PricedCheckout> {
  const country = checkoutCountry(
    loaded.cart.store,
    loaded.details?.shippingAddress?.countryCode ?? null,
    loaded.row.countryCode,
  );
  const rule = await loadFreeShippingRule(context.db, context.language);
  return priceCheckout(loaded.cart, rule, country, context.publicUrl);
}

export async function checkoutSummary(
  context: CheckoutContext,
  loaded: LoadedCheckout,
): Promise<CheckoutSummary> {
  const [priced, placed] = await Promise.all([
    priceLoadedCheckout(context, loaded),
    placedOrderOf(context.db, loaded.row.token),
  ]);
  const { cart, details, row } = loaded;
  const money = (amountMinor: number) => ({ amountMinor, currency: priced.currency });
  const address = details?.shippingAddress ?? null;
  return {
    token: row.token,
    store: cart.store.key,
    language: context.language,
    countryCode: checkoutCountry(cart.store, null, row.countryCode),
    lines: priced.lines,
    subtotal: money(priced.subtotalMinor),
    savings: money(priced.savingsMinor),
    shipping: money(priced.shipping.shippingMinor),
    freeShippingFrom: money(priced.shipping.freeShippingFromMinor),
    total: money(priced.totalMinor),
    vatIncluded: money(priced.vatMinor),
    vatRatePercent: priced.vatRatePercent,
    deliveryTime: cart.store.deliveryTime,
    email: details?.email ?? cart.email,
    phone: address?.phone || cart.phone,
    shippingAddress: address,
    paymentMethod: details?.paymentMethod ?? null,
    customerLinked: (details?.customerId ?? cart.customerId) !== null,
    placedOrder: placed ? { orderNumber: placed.orderNumber, name: placed.name } : null,
  };
}
