/**
 * What the flyout and the cart page derive from the lines (spec 3 "Cart" derived values,
 * spec 9 free shipping, savings and shadow), and the optimistic changes of spec 4 events.
 * Pure: the same numbers on the server-rendered page and in the browser.
 */
import {
  CART_FLYOUT_SHADOW_ABOVE_ITEMS,
  type CountryCode,
  type FreeShippingRule,
  lineSavingMinor,
  quoteShipping,
  type ShippingQuote,
} from '@shop/shop-config';
import type { ShopperCart } from './shopper-cart';

export interface CartSummary {
  /** Number of distinct items (lines). */
  itemCount: number;
  totalQuantity: number;
  /** Sum of quantity × price, minor units of the cart's currency. */
  totalMinor: number;
  /** Sum of (strikethrough − price) × quantity over the lines. */
  savingsMinor: number;
  shipping: ShippingQuote;
  /** Spec 9: the flyout shows a shadow when it holds more than three items. */
  showShadow: boolean;
}

export function cartSummary(
  cart: ShopperCart,
  rule: FreeShippingRule | null,
  country: CountryCode,
): CartSummary {
  let totalQuantity = 0;
  let totalMinor = 0;
  let savingsMinor = 0;
  for (const line of cart.lines) {
    totalQuantity += line.quantity;
    totalMinor += line.unitPrice.amountMinor * line.quantity;
    savingsMinor += lineSavingMinor(
      line.unitPrice.amountMinor,
      line.strikethroughMinor,
      line.quantity,
    );
  }
  const shipping = quoteShipping({
    rule,
    country,
    currency: cart.currency,
    subtotalMinor: totalMinor,
    // The list names products; a variant's own number on it counts as well.
    articleNumbers: cart.lines.flatMap((line) =>
      [line.productArticleNumber, line.articleNumber].filter(
        (articleNumber): articleNumber is string => articleNumber !== null,
      ),
    ),
  });
  return {
    itemCount: cart.lines.length,
    totalQuantity,
    totalMinor,
    savingsMinor,
    shipping,
    showShadow: cart.lines.length > CART_FLYOUT_SHADOW_ABOVE_ITEMS,
  };
}

/** A change the shopper made, shown before the Storefront API confirms it. */
export type CartChange =
  | { kind: 'quantity'; lineId: string; quantity: number }
  | { kind: 'remove'; lineId: string };

export function applyCartChange(cart: ShopperCart, change: CartChange): ShopperCart {
  if (change.kind === 'remove') {
    return { ...cart, lines: cart.lines.filter((line) => line.id !== change.lineId) };
  }
  return {
    ...cart,
    lines: cart.lines.map((line) =>
      line.id === change.lineId ? { ...line, quantity: change.quantity } : line,
    ),
  };
}

/** Share of the free-shipping threshold reached, 0 to 100, for the progress bar. */
export function freeShippingProgressPercent(summary: CartSummary): number {
  const { freeShippingFromMinor, missingForFreeShippingMinor } = summary.shipping;
  if (missingForFreeShippingMinor === 0 || freeShippingFromMinor <= 0) return 100;
  return Math.min(100, Math.floor((summary.totalMinor / freeShippingFromMinor) * 100));
}
