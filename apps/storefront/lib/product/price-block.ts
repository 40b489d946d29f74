/**
 * What the buy box's price block shows (spec 9), decided from the figures the search
 * service computed from the price history: the selling price, the former price struck
 * through on a reduction with the lowest price of the last 30 days beside it (EU price
 * indication rules: every reduction names it), the recommended retail price only where
 * the service found the 90-day rule met, and the recycling fee. Rental prices per month.
 * Amounts stay integer minor units; formatting happens at the edge with formatPrice.
 */
import type { Money, RentalOption, VariantPricing } from '@shop/search-contract';

export interface PriceBlock {
  price: Money;
  /** The former price, only when it is above the selling price. */
  strikethroughPrice: Money | null;
  discountSaving: Money | null;
  /** Shown on every reduction, never without one. */
  lowestPriceLast30Days: Money | null;
  /** Shown only when the selling price held at or above it for the last 90 days. */
  recommendedRetailPrice: Money | null;
  recyclingFee: Money | null;
}

export function priceBlock(pricing: VariantPricing, recyclingFee: Money | null): PriceBlock {
  const reduced =
    pricing.strikethroughPrice !== null &&
    pricing.strikethroughPrice.amountMinor > pricing.price.amountMinor;
  const recommended = pricing.recommendedRetailPrice;
  return {
    price: pricing.price,
    strikethroughPrice: reduced ? pricing.strikethroughPrice : null,
    discountSaving: reduced
      ? {
          amountMinor: (pricing.strikethroughPrice?.amountMinor ?? 0) - pricing.price.amountMinor,
          currency: pricing.price.currency,
        }
      : null,
    lowestPriceLast30Days: reduced ? pricing.lowestPriceLast30Days : null,
    // The service sends it only when the 90-day rule holds, i.e. the price is at or above it.
    recommendedRetailPrice:
      recommended !== null && pricing.price.amountMinor >= recommended.amountMinor
        ? recommended
        : null,
    recyclingFee: recyclingFee !== null && recyclingFee.amountMinor > 0 ? recyclingFee : null,
  };
}

export interface RentalQuote {
  months: number;
  monthlyPrice: Money;
  /** Months times the monthly price: what the whole period costs. */
  totalPrice: Money;
}

/** A rental period's price per month and in total (spec 2.6 buy or rent). */
export function rentalQuote(option: RentalOption): RentalQuote {
  if (!Number.isInteger(option.months) || option.months < 1) {
    throw new RangeError(`A rental period is a whole number of months, got ${option.months}`);
  }
  return {
    months: option.months,
    monthlyPrice: option.monthlyPrice,
    totalPrice: {
      amountMinor: option.monthlyPrice.amountMinor * option.months,
      currency: option.monthlyPrice.currency,
    },
  };
}

/** The rental period a form value names, if the product offers it. */
export function rentalOptionFor(
  options: readonly RentalOption[],
  months: number | null,
): RentalOption | undefined {
  return months === null ? undefined : options.find((option) => option.months === months);
}

/** Amount as a schema.org price: a decimal string with two places, no float arithmetic. */
export function decimalAmount(money: Money): string {
  const amount = Math.max(0, money.amountMinor);
  return `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
