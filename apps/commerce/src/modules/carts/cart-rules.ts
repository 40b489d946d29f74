/**
 * The cart's limits and the checks every cart mutation shares. The spec names no numbers
 * for these; they are chosen to fit a consumer shop and to bound what one request can store.
 */
import type { LanguageCode } from '@shop/shop-config';
import { cartMessage } from './cart-messages';
import type { CartUserError, CartWarning } from './cart-types';
import type { Merchandise } from './merchandise';
import type { CartAttribute } from './schema';

export const CART_LIMITS = {
  maxLineQuantity: 99,
  maxLines: 100,
  maxAttributes: 30,
  maxAttributeKeyLength: 255,
  maxAttributeValueLength: 5000,
  maxNoteLength: 5000,
} as const;

export function attributeErrors(
  attributes: readonly CartAttribute[],
  field: string[],
  language: LanguageCode,
): CartUserError[] {
  const broken =
    attributes.length > CART_LIMITS.maxAttributes ||
    attributes.some(
      (attribute) =>
        attribute.key.trim() === '' ||
        attribute.key.length > CART_LIMITS.maxAttributeKeyLength ||
        attribute.value.length > CART_LIMITS.maxAttributeValueLength,
    );
  return broken
    ? [
        {
          code: 'INVALID',
          field: [...field, 'attributes'],
          message: cartMessage('attributeInvalid', language, CART_LIMITS.maxAttributeValueLength),
        },
      ]
    : [];
}

/** Quantity of a line: a whole number within the per-line maximum. */
export function quantityErrors(
  quantity: number,
  minimum: 0 | 1,
  field: string[],
  language: LanguageCode,
): CartUserError[] {
  if (!Number.isInteger(quantity) || quantity < minimum) {
    return [
      {
        code: 'INVALID',
        field: [...field, 'quantity'],
        message: cartMessage('quantityInvalid', language),
      },
    ];
  }
  if (quantity > CART_LIMITS.maxLineQuantity) {
    return [
      {
        code: 'MAXIMUM_EXCEEDED',
        field: [...field, 'quantity'],
        message: cartMessage('quantityTooHigh', language, CART_LIMITS.maxLineQuantity),
      },
    ];
  }
  return [];
}

export interface StockProblem {
  error: CartUserError;
  warning: CartWarning;
}

/**
 * The whole cart's quantity of one variant must be in stock. Shopify 2025-01 reports stock
 * only as a warning; we also refuse the change (spec 8: a failing mutation changes nothing),
 * so the shopper sees the message and the cart stays as it was.
 */
export function stockProblem(
  merchandise: Merchandise,
  wantedInCart: number,
  field: string[],
  language: LanguageCode,
): StockProblem | null {
  const available = merchandise.availableForSale ? Math.max(merchandise.stockQuantity, 0) : 0;
  if (wantedInCart <= available) return null;
  const message =
    available === 0
      ? cartMessage('outOfStock', language)
      : cartMessage('notEnoughStock', language, available);
  return {
    error: { code: 'MAXIMUM_EXCEEDED', field: [...field, 'quantity'], message },
    warning: {
      code: available === 0 ? 'MERCHANDISE_OUT_OF_STOCK' : 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message,
      targetVariantId: merchandise.variantId,
    },
  };
}

/** Lines with the same merchandise and the same attributes are one line (Shopify merges). */
export function sameAttributes(a: readonly CartAttribute[], b: readonly CartAttribute[]): boolean {
  if (a.length !== b.length) return false;
  const key = (list: readonly CartAttribute[]) =>
    JSON.stringify([...list].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)));
  return key(a) === key(b);
}
