/**
 * Prices of the demo catalog in every store's currency: the current price, strikethrough
 * and recommended retail price, recycling fee, a price history ending in today's price,
 * and monthly rental prices. Euro prices are the source; Swiss francs end in .90 and
 * zloty in .99 after conversion, so every store shows believable price points.
 */
import { type CurrencyCode, STORE_KEYS, STORES, type StoreKey } from '@shop/shop-config';
import type { priceHistory, rentalOptions, variantPrices } from '../../modules/catalog/schema';
import { daysBefore } from './reference-date';
import type { ProductSeed, SaleSeed, VariantSeed } from './types';

type VariantPriceRow = typeof variantPrices.$inferInsert;
type PriceHistoryRow = typeof priceHistory.$inferInsert;
type RentalOptionRow = typeof rentalOptions.$inferInsert;

/** Exchange rates in hundredths, so conversion stays in exact integer arithmetic. */
const CHF_HUNDREDTHS_PER_EUR = 105;
const PLN_HUNDREDTHS_PER_EUR = 430;

/** Recycling fee per recycling class, in euro minor units. */
const RECYCLING_FEE_EUR_MINOR: Readonly<Record<string, number>> = { 'WEEE-5': 25 };

/** Rounds to the nearest whole euro minus one cent: 47.23 -> 46.99. */
export function charmPriceEur(eurMinor: number): number {
  return Math.max(99, Math.round(eurMinor / 100) * 100 - 1);
}

/** A euro price in a store currency: CHF rounded up to .90, PLN up to whole zloty minus 1 grosz. */
export function priceInCurrency(eurMinor: number, currency: CurrencyCode): number {
  switch (currency) {
    case 'EUR':
      return eurMinor;
    case 'CHF':
      return Math.ceil((eurMinor * CHF_HUNDREDTHS_PER_EUR) / 10000) * 100 - 10;
    case 'PLN':
      return Math.ceil((eurMinor * PLN_HUNDREDTHS_PER_EUR) / 10000) * 100 - 1;
  }
}

/** Small statutory amounts are converted exactly, without price-point rounding. */
function feeInCurrency(eurMinor: number, currency: CurrencyCode): number {
  if (currency === 'CHF') return Math.round((eurMinor * CHF_HUNDREDTHS_PER_EUR) / 100);
  if (currency === 'PLN') return Math.round((eurMinor * PLN_HUNDREDTHS_PER_EUR) / 100);
  return eurMinor;
}

export function storesSelling(product: ProductSeed): StoreKey[] {
  const excluded = product.commercial.excludedStores ?? [];
  return STORE_KEYS.filter((store) => !excluded.includes(store));
}

function saleIn(product: ProductSeed, store: StoreKey): SaleSeed | undefined {
  const sale = product.commercial.sale;
  return sale && (sale.stores ?? STORE_KEYS).includes(store) ? sale : undefined;
}

function reducedEur(regularEurMinor: number, percentOff: number): number {
  return charmPriceEur((regularEurMinor * (100 - percentOff)) / 100);
}

type PricePoint = readonly [daysAgo: number, eurMinor: number];

/**
 * Price points in euro as [days before today, amount], oldest first, ending with the
 * current price. 'raised' and 'deepened' leave a lower price inside the last 30 days.
 */
function historyPointsEur(
  product: ProductSeed,
  regular: number,
  sale: SaleSeed | undefined,
): PricePoint[] {
  if (sale) {
    const current = reducedEur(regular, sale.percentOff);
    if (sale.history === 'recent')
      return [
        [120, regular],
        [9, current],
      ];
    if (sale.history === 'deepened') {
      const deeper = reducedEur(regular, sale.percentOff + 10);
      return [
        [120, regular],
        [26, deeper],
        [6, current],
      ];
    }
    const launch = charmPriceEur(regular * 1.05);
    return [
      [116, launch],
      [85, regular],
      [45, current],
    ];
  }
  if (product.commercial.trend === 'raised') {
    const promotion = reducedEur(regular, 10);
    return [
      [112, regular],
      [47, promotion],
      [12, regular],
    ];
  }
  return [
    [118, charmPriceEur(regular * 1.1)],
    [64, regular],
  ];
}

export interface VariantPriceRows {
  prices: VariantPriceRow[];
  history: PriceHistoryRow[];
}

/** Price rows of one variant in every store selling its product; `today` is day-truncated. */
export function variantPriceRows(
  product: ProductSeed,
  variant: VariantSeed,
  variantId: number,
  today: Date,
): VariantPriceRows {
  const delta = variant.priceDeltaEurMinor ?? 0;
  const regular = product.priceEurMinor + delta;
  const recommended = product.commercial.recommendedRetailEurMinor;
  const fee = product.recyclingClass ? RECYCLING_FEE_EUR_MINOR[product.recyclingClass] : undefined;
  const rows: VariantPriceRows = { prices: [], history: [] };
  for (const storeKey of storesSelling(product)) {
    const currency = STORES[storeKey].prices.currency;
    const sale = saleIn(product, storeKey);
    const points = historyPointsEur(product, regular, sale);
    const current = points[points.length - 1]?.[1] ?? regular;
    rows.prices.push({
      variantId,
      storeKey,
      currency,
      amountMinor: priceInCurrency(current, currency),
      strikethroughMinor: sale ? priceInCurrency(regular, currency) : null,
      recommendedRetailMinor: recommended ? priceInCurrency(recommended + delta, currency) : null,
      recyclingFeeMinor: fee === undefined ? null : feeInCurrency(fee, currency),
    });
    for (const [daysAgo, amountEur] of points) {
      rows.history.push({
        variantId,
        storeKey,
        amountMinor: priceInCurrency(amountEur, currency),
        validFrom: daysBefore(today, daysAgo),
      });
    }
  }
  return rows;
}

export function rentalOptionRows(product: ProductSeed, productId: number): RentalOptionRow[] {
  const rental = product.commercial.rental;
  if (!rental) return [];
  return storesSelling(product).flatMap((storeKey) => {
    const currency = STORES[storeKey].prices.currency;
    return [
      { months: 6, eur: rental.sixMonthsEurMinor },
      { months: 12, eur: rental.twelveMonthsEurMinor },
    ].map(({ months, eur }) => ({
      productId,
      months,
      storeKey,
      currency,
      monthlyAmountMinor: priceInCurrency(eur, currency),
    }));
  });
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
