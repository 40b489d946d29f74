/**
 * What the cart services take and give. Expected outcomes (unknown cart, stock shortfall,
 * bad quantity) come back as user errors with Shopify's codes; only the unexpected throws.
 */
import type { Store } from '@shop/shop-config';
import type { ShopContext } from '../../context';
import type { Merchandise } from './merchandise';
import type { RentalTerms } from './rental-lines';
import type { CartAttribute } from './schema';

export interface CartContext extends ShopContext {
  /** Carts untouched for longer than this are gone (answered as unknown, then purged). */
  cartTtlDays: number;
  now: Date;
}

/** Shopify's CartErrorCode values that this service reports. */
export type CartErrorCode =
  | 'INVALID'
  | 'MAXIMUM_EXCEEDED'
  | 'INVALID_MERCHANDISE_LINE'
  | 'NOTE_TOO_LONG';
/** Shopify's CartWarningCode values for stock (2025-01 has no stock error codes). */
export type CartWarningCode = 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';

export interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

export interface CartWarning {
  code: CartWarningCode;
  message: string;
  /** Variant id of the merchandise the warning is about. */
  targetVariantId: number;
}

export interface CartLineSnapshot {
  id: string;
  quantity: number;
  attributes: CartAttribute[];
  merchandise: Merchandise;
  /** A rented line's period and monthly rent (from the catalog); null when bought. */
  rental: RentalTerms | null;
  /** What one unit costs now: the price, or the monthly rent of a rented line. */
  unitPriceMinor: number;
}

export interface CartSnapshot {
  token: string;
  store: Store;
  countryCode: string | null;
  customerId: number | null;
  email: string | null;
  phone: string | null;
  note: string | null;
  attributes: CartAttribute[];
  createdAt: Date;
  updatedAt: Date;
  /** Lines whose merchandise is sold in the cart's store, in the order they were added. */
  lines: CartLineSnapshot[];
  currency: string;
  subtotalMinor: number;
  totalQuantity: number;
}

export interface CartOutcome {
  cart: CartSnapshot | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

/** A line as the caller asked for it; variantId is null when the id named no variant. */
export interface CartLineRequest {
  variantId: number | null;
  quantity: number;
  attributes: CartAttribute[];
}

export interface CartLineChange {
  lineId: string;
  variantId?: number | null;
  quantity?: number;
  attributes?: CartAttribute[];
}

export interface BuyerIdentityChange {
  countryStore?: Store;
  countryCode?: string;
  email?: string;
  phone?: string;
  /** Resolved from customerAccessToken by the caller; null when the token was not valid. */
  customerId?: number | null;
}
