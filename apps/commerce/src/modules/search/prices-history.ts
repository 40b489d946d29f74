/**
 * The price rules of spec 9, computed from the price history rather than typed in: the
 * lowest price of the last 30 days (EU price indication rules), and the recommended retail
 * price, shown only when the selling price stayed at or above it for the last 90 days.
 */
import type { Money, VariantPricing } from '@shop/search-contract';
import { type CurrencyCode, LOWEST_PRICE_WINDOW_DAYS, RRP_WINDOW_DAYS } from '@shop/shop-config';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceHistory } from '../catalog/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PricePoint {
  amountMinor: number;
  /** The price applies from this moment until the next point's. */
  validFrom: Date;
}

interface PricesInWindow {
  amounts: number[];
  /** False when the history starts inside the window, so it cannot vouch for all of it. */
  coversWindow: boolean;
}

/**
 * Every price in force at some moment of the last `days` days: the one valid when the
 * window opened and every later one. Points dated after `now` are not in force yet.
 */
export function pricesInWindow(
  history: readonly PricePoint[],
  now: Date,
  days: number,
): PricesInWindow {
  const windowStart = now.getTime() - days * DAY_MS;
  const inForce = history
    .filter((point) => point.validFrom.getTime() <= now.getTime())
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  const openingIndex = inForce.findLastIndex((point) => point.validFrom.getTime() <= windowStart);
  return {
    amounts: inForce.slice(Math.max(openingIndex, 0)).map((point) => point.amountMinor),
    coversWindow: openingIndex >= 0,
  };
}

/**
 * Lowest price of the last 30 days. The current price counts too, so a history that lags
 * behind a price change, or no history at all, still yields a price the shopper can check.
 */
export function lowestPriceLast30Days(
  history: readonly PricePoint[],
  currentMinor: number,
  now: Date,
): number {
  const { amounts } = pricesInWindow(history, now, LOWEST_PRICE_WINDOW_DAYS);
  return Math.min(currentMinor, ...amounts);
}

/**
 * Whether the recommended retail price may be shown: the selling price was at or above it
 * throughout the last 90 days. A history shorter than 90 days proves nothing, so it fails.
 */
export function recommendedRetailPriceHeld(
  history: readonly PricePoint[],
  currentMinor: number,
  recommendedMinor: number,
  now: Date,
): boolean {
  const { amounts, coversWindow } = pricesInWindow(history, now, RRP_WINDOW_DAYS);
  return (
    coversWindow &&
    currentMinor >= recommendedMinor &&
    amounts.every((amount) => amount >= recommendedMinor)
  );
}

export interface StorePrice {
  amountMinor: number;
  strikethroughMinor: number | null;
  recommendedRetailMinor: number | null;
}

/** The price block of one variant in one store (spec 9), in the store's currency. */
export function variantPricing(
  price: StorePrice,
  history: readonly PricePoint[],
  currency: CurrencyCode,
  now: Date,
): VariantPricing {
  const money = (amountMinor: number): Money => ({ amountMinor, currency });
  const reduced = price.strikethroughMinor !== null && price.strikethroughMinor > price.amountMinor;
  const recommended = price.recommendedRetailMinor;
  return {
    price: money(price.amountMinor),
    strikethroughPrice: price.strikethroughMinor === null ? null : money(price.strikethroughMinor),
    discountSaving:
      reduced && price.strikethroughMinor !== null
        ? money(price.strikethroughMinor - price.amountMinor)
        : null,
    lowestPriceLast30Days: money(lowestPriceLast30Days(history, price.amountMinor, now)),
    recommendedRetailPrice:
      recommended !== null &&
      recommendedRetailPriceHeld(history, price.amountMinor, recommended, now)
        ? money(recommended)
        : null,
  };
}

/** Price history of some variants in one store, oldest first, per variant id. */
export async function loadPriceHistory(
  db: Database,
  variantIds: readonly number[],
  storeKey: string,
): Promise<Map<number, PricePoint[]>> {
  const byVariant = new Map<number, PricePoint[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .select({
      variantId: priceHistory.variantId,
      amountMinor: priceHistory.amountMinor,
      validFrom: priceHistory.validFrom,
    })
    .from(priceHistory)
    .where(
      and(inArray(priceHistory.variantId, [...variantIds]), eq(priceHistory.storeKey, storeKey)),
    )
    .orderBy(asc(priceHistory.variantId), asc(priceHistory.validFrom));
  for (const { variantId, amountMinor, validFrom } of rows) {
    const points = byVariant.get(variantId) ?? [];
    points.push({ amountMinor, validFrom });
    byVariant.set(variantId, points);
  }
  return byVariant;
}
