/**
 * Shipping cost of an order (spec 9 "Free shipping"): an order ships free from the
 * delivery country's value, else from orderMinPrice, else from 49, or whenever it holds a
 * product of the free-shipping list. The thresholds are content (cart-snippets); the rule is
 * here, so the cart flyout's progress and the checkout's charge can never disagree.
 */

import { FREE_SHIPPING_DEFAULT_THRESHOLD_EUR } from './constants';
import type { CountryCode } from './country-names';
import type { CurrencyCode } from './stores';

/**
 * Standard shipping below the threshold, per currency in minor units. The spec shows only
 * that it exists ("standard shipping" in one note); these are the usual parcel prices.
 */
export const STANDARD_SHIPPING_MINOR: Readonly<Record<CurrencyCode, number>> = {
  EUR: 495,
  CHF: 790,
  PLN: 1999,
};

export interface MoneyAmount {
  amountMinor: number;
  currency: CurrencyCode;
}

/** The cart-snippets shipping rate as far as the rule needs it (null when none is set). */
export interface FreeShippingRule {
  shippingValue: Partial<Record<CountryCode, MoneyAmount>>;
  orderMinPrice: MoneyAmount | null;
  freeShippingProducts: readonly string[];
}

export interface ShippingQuote {
  /** What shipping costs for this order, minor units of the order currency. */
  shippingMinor: number;
  /** The order value from which shipping is free. */
  freeShippingFromMinor: number;
  /** What is missing to ship free; 0 when it already does. */
  missingForFreeShippingMinor: number;
  /** True when a product of the free-shipping list makes the order ship free. */
  freeByProduct: boolean;
}

/** The free-shipping threshold for a delivery country, in the order's currency. */
export function freeShippingThresholdMinor(
  rule: FreeShippingRule | null,
  country: CountryCode,
  currency: CurrencyCode,
): number {
  const countryValue = rule?.shippingValue[country];
  if (countryValue && countryValue.currency === currency) return countryValue.amountMinor;
  if (rule?.orderMinPrice && rule.orderMinPrice.currency === currency) {
    return rule.orderMinPrice.amountMinor;
  }
  return FREE_SHIPPING_DEFAULT_THRESHOLD_EUR * 100;
}

/**
 * Quotes shipping for an order of `subtotalMinor` (after discounts, before shipping) holding
 * the given article numbers. An empty order costs nothing to ship.
 */
export function quoteShipping(input: {
  rule: FreeShippingRule | null;
  country: CountryCode;
  currency: CurrencyCode;
  subtotalMinor: number;
  articleNumbers: readonly string[];
}): ShippingQuote {
  const freeShippingFromMinor = freeShippingThresholdMinor(
    input.rule,
    input.country,
    input.currency,
  );
  const freeList = new Set(input.rule?.freeShippingProducts ?? []);
  const freeByProduct = input.articleNumbers.some((articleNumber) => freeList.has(articleNumber));
  const free =
    input.articleNumbers.length === 0 ||
    freeByProduct ||
    input.subtotalMinor >= freeShippingFromMinor;
  return {
    shippingMinor: free ? 0 : STANDARD_SHIPPING_MINOR[input.currency],
    freeShippingFromMinor,
    missingForFreeShippingMinor: free ? 0 : freeShippingFromMinor - input.subtotalMinor,
    freeByProduct,
  };
}

/** The flyout's saving of one line (spec 9): (strikethrough − price) × quantity, never negative. */
export function lineSavingMinor(
  priceMinor: number,
  strikethroughMinor: number | null,
  quantity: number,
): number {
  if (strikethroughMinor === null) return 0;
  return Math.max(strikethroughMinor - priceMinor, 0) * quantity;
}
