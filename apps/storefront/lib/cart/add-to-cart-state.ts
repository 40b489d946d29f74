import type { TrackingItem } from '../tracking/data-layer';

/** What the buy box's add-to-cart action answers; shown in the buy box's status region. */
export type AddToCartState =
  | { status: 'idle' }
  | {
      status: 'added';
      totalQuantity: number;
      /** The added line's tracking item (spec 3), for the add_to_cart event. */
      trackingItem: TrackingItem;
    }
  /** A localized message for the shopper; `field` names the picker to focus, if any. */
  | { status: 'error'; message: string; field?: 'size' | 'rentalPeriod' };

export const ADD_TO_CART_IDLE: AddToCartState = { status: 'idle' };

/** Form field names shared by the buy box form and the action reading it. */
export const ADD_TO_CART_FIELDS = {
  language: 'language',
  productId: 'productId',
  variantId: 'variantId',
  productType: 'productType',
  rentalMonths: 'rentalMonths',
  quantity: 'quantity',
} as const;

/** The most a shopper can add at once; the cart's own limits apply on top. */
export const MAX_ADD_QUANTITY = 99;
