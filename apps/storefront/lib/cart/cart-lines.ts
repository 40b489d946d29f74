import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { z } from 'zod';
import { storefrontMediaSrc } from '../commerce-search/media';
import {
  SHOPPER_CART_LINES_REMOVE,
  SHOPPER_CART_LINES_UPDATE,
  SHOPPER_CART_QUERY,
} from './cart-documents';
import type { CartAttribute } from './cart-line-attributes';
import { type CartAnswer, cartAnswerSchema, reshapeCart, type ShopperCart } from './shopper-cart';
import { storefrontApiFetch } from './storefront-api';

/** Line images on the shop's own origin (/media/...), as the shop loads no remote images. */
function withShopImages(cart: ShopperCart): ShopperCart {
  return {
    ...cart,
    lines: cart.lines.map((line) => ({
      ...line,
      imageUrl: storefrontMediaSrc(line.imageUrl) ?? null,
    })),
  };
}

function reshape(answer: CartAnswer): ShopperCart {
  return withShopImages(reshapeCart(answer));
}

interface CartCall {
  store: Pick<Store, 'key' | 'code'>;
  language: LanguageCode;
  cartId: string;
}

const contextOf = (call: CartCall) => ({
  country: call.store.code,
  language: call.language.toUpperCase(),
});

/** The shopper's cart, or null when the stored id names no cart (expired or purged). */
export async function fetchShopperCart(call: CartCall): Promise<ShopperCart | null> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: SHOPPER_CART_QUERY,
    variables: { cartId: call.cartId, ...contextOf(call) },
    dataSchema: z.object({ cart: cartAnswerSchema.nullable() }),
  });
  return data.cart === null ? null : reshape(data.cart);
}

export type CartLinesResult =
  | { status: 'changed'; cart: ShopperCart }
  /** The cart refused (e.g. not enough stock): the API's first message, already localized. */
  | { status: 'refused'; message: string }
  | { status: 'missing' };

const payloadSchema = z.object({
  cart: cartAnswerSchema.nullable(),
  userErrors: z.array(z.object({ message: z.string() })),
});

function outcome(payload: z.infer<typeof payloadSchema>): CartLinesResult {
  const [firstError] = payload.userErrors;
  // Spec 8: the first user error is the error, and nothing changed.
  if (firstError) return { status: 'refused', message: firstError.message };
  return payload.cart === null
    ? { status: 'missing' }
    : { status: 'changed', cart: reshape(payload.cart) };
}

/**
 * Sets a line's quantity (spec 7 cartLinesUpdate). The line's attributes are sent again,
 * without empty values (spec 3), so the change keeps them.
 */
export async function updateCartLineQuantity(
  call: CartCall & { lineId: string; quantity: number; attributes: CartAttribute[] },
): Promise<CartLinesResult> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: SHOPPER_CART_LINES_UPDATE,
    variables: {
      cartId: call.cartId,
      lines: [
        {
          id: call.lineId,
          quantity: call.quantity,
          attributes: call.attributes.filter((attribute) => attribute.value !== ''),
        },
      ],
      ...contextOf(call),
    },
    dataSchema: z.object({ cartLinesUpdate: payloadSchema }),
  });
  return outcome(data.cartLinesUpdate);
}

/** Removes lines from the cart (spec 7 cartLinesRemove). */
export async function removeCartLines(
  call: CartCall & { lineIds: string[] },
): Promise<CartLinesResult> {
  const data = await storefrontApiFetch({
    store: call.store,
    query: SHOPPER_CART_LINES_REMOVE,
    variables: { cartId: call.cartId, lineIds: call.lineIds, ...contextOf(call) },
    dataSchema: z.object({ cartLinesRemove: payloadSchema }),
  });
  return outcome(data.cartLinesRemove);
}
