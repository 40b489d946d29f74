import type { CurrencyCode, Store } from './stores';

export interface PriceFormatOptions {
  /** 2 by default; 0 where the design asks for whole amounts (spec section 9). */
  fractionDigits?: 0 | 2;
}

// EUR, PLN and CHF all have two minor digits: 100 cents, groszy or Rappen to the unit.
const MINOR_UNITS_PER_MAJOR = 100;

// Building an Intl.NumberFormat is far slower than using one, and listings format many prices.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(
  currency: CurrencyCode,
  priceLocale: string,
  fractionDigits: 0 | 2,
): Intl.NumberFormat {
  const cacheKey = `${priceLocale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(cacheKey);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(priceLocale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Formats an amount of integer minor units (cents) as a price in the given locale and currency
 * (spec section 9): two decimals unless 0 are asked for, and negative amounts shown as 0, so a
 * discount larger than a price never reads as a negative price. Formatting happens only here, at
 * the edge; arithmetic stays in minor units. A non-integer amount is a caller's bug and throws.
 */
export function formatPrice(
  amountMinor: number,
  currency: CurrencyCode,
  priceLocale: string,
  options: PriceFormatOptions = {},
): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Price must be an integer amount of minor units, got ${amountMinor}`);
  }
  const shownMinor = Math.max(0, amountMinor);
  const formatter = currencyFormatter(currency, priceLocale, options.fractionDigits ?? 2);
  return formatter.format(shownMinor / MINOR_UNITS_PER_MAJOR);
}

/** formatPrice with the store's price locale and currency (spec 3 "Store"). */
export function formatStorePrice(
  amountMinor: number,
  store: Pick<Store, 'prices'>,
  options: PriceFormatOptions = {},
): string {
  return formatPrice(amountMinor, store.prices.currency, store.prices.locale, options);
}
