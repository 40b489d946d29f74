import type { StoreKey } from './stores';

/**
 * Standard VAT rates in per mille, one table for the shop's VAT notes (product page, cart)
 * and the commerce service's tax share of orders. The spec names only Germany's 19 %; the
 * others are each country's standard rate.
 */
export const STANDARD_VAT_PER_MILLE: Readonly<Record<StoreKey, number>> = {
  de: 190,
  nl: 210,
  be: 210,
  lu: 170,
  fr: 200,
  it: 220,
  at: 200,
  pl: 230,
  es: 210,
  ch: 81,
  ie: 230,
};

/** The store's standard VAT rate in percent (8.1 for Switzerland). */
export function vatPercent(store: StoreKey): number {
  return STANDARD_VAT_PER_MILLE[store] / 10;
}

/** The VAT contained in a gross amount, rounded to the minor unit. */
export function includedVat(grossMinor: number, store: StoreKey): number {
  const rate = STANDARD_VAT_PER_MILLE[store];
  return Math.round((grossMinor * rate) / (1000 + rate));
}
