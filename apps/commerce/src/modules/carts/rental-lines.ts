/**
 * Rented cart lines (spec 4 buy or rent): the storefront marks a line with the attributes
 * `_product_type=rent` and `_rental_period_months=N`. Such a line costs the catalog's
 * monthly rent of the cart's store for that period, never a price sent by the client.
 */
import type { Store } from '@shop/shop-config';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rentalOptions } from '../catalog/schema';
import type { RentalTermsByProduct } from './merchandise';
import type { CartAttribute } from './schema';

export const RENTAL_ATTRIBUTE_KEYS = {
  productType: '_product_type',
  periodMonths: '_rental_period_months',
} as const;

/** Longest rental period a line may name; the catalog offers far shorter ones. */
const MAX_RENTAL_MONTHS = 120;

export interface RentalTerms {
  months: number;
  monthlyMinor: number;
}

/**
 * The rental period a line asks for: null for a purchase, 'invalid' for a rent without a
 * whole number of months.
 */
export function rentalPeriodOf(attributes: readonly CartAttribute[]): number | null | 'invalid' {
  const value = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
  if (value(RENTAL_ATTRIBUTE_KEYS.productType) !== 'rent') return null;
  const months = Number(value(RENTAL_ATTRIBUTE_KEYS.periodMonths));
  return Number.isInteger(months) && months >= 1 && months <= MAX_RENTAL_MONTHS
    ? months
    : 'invalid';
}

const termsKey = (productId: number, months: number) => `${productId}:${months}`;

export type RentalTermsLookup = (productId: number, months: number) => RentalTerms | null;

/** The lookup over rental terms a hand-written cart statement already read. */
export function rentalTermsFrom(byProduct: RentalTermsByProduct): RentalTermsLookup {
  return (productId, months) => {
    const monthlyMinor = byProduct.get(productId)?.get(months);
    return monthlyMinor === undefined ? null : { months, monthlyMinor };
  };
}

/**
 * The monthly rent per (product, months) the store offers, for the rented lines given.
 * No query when nothing is rented, which is most carts.
 */
export async function findRentalTerms(
  db: Database,
  store: Store,
  rented: ReadonlyArray<{ productId: number; months: number }>,
): Promise<RentalTermsLookup> {
  if (rented.length === 0) return () => null;
  const rows = await db
    .select({
      productId: rentalOptions.productId,
      months: rentalOptions.months,
      monthlyMinor: rentalOptions.monthlyAmountMinor,
    })
    .from(rentalOptions)
    .where(
      and(
        eq(rentalOptions.storeKey, store.key),
        inArray(rentalOptions.productId, [...new Set(rented.map((line) => line.productId))]),
      ),
    );
  const terms = new Map(rows.map((row) => [termsKey(row.productId, row.months), row]));
  return (productId, months) => {
    const row = terms.get(termsKey(productId, months));
    return row ? { months, monthlyMinor: row.monthlyMinor } : null;
  };
}
