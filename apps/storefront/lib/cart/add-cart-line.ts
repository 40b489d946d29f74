import 'server-only';
import type { LanguageCode, Store } from '@shop/shop-config';
import { z } from 'zod';
import { BUYBOX_CART_CREATE, BUYBOX_CART_LINES_ADD } from './cart-documents';
import type { CartAttribute } from './cart-line-attributes';
import { storefrontApiFetch } from './storefront-api';

export interface CartLineInput {
  /** The variant's database id; sent as a ProductVariant gid. */
  variantId: number;
  quantity: number;
  attributes: CartAttribute[];
}

export type AddCartLineResult =
  | { status: 'added'; cartId: string; totalQuantity: number }
  /** The cart refused the line (e.g. not enough stock); the message is the API's, localized. */
  | { status: 'refused'; message: string };

const userErrorsSchema = z.array(z.object({ message: z.string(), code: z.string().nullable() }));
const cartSummarySchema = z.object({ id: z.string(), totalQuantity: z.number().int() });
const payloadSchema = z.object({
  cart: cartSummarySchema.nullable(),
  userErrors: userErrorsSchema,
});
const createDataSchema = z.object({ cartCreate: payloadSchema });
const addDataSchema = z.object({ cartLinesAdd: payloadSchema });

type CartPayload = z.infer<typeof payloadSchema>;

function outcome(payload: CartPayload): AddCartLineResult {
  const [firstError] = payload.userErrors;
  // Spec 8: a user error's first message is the error, and nothing changed.
  if (firstError) return { status: 'refused', message: firstError.message };
  if (!payload.cart) return { status: 'refused', message: '' };
  return { status: 'added', cartId: payload.cart.id, totalQuantity: payload.cart.totalQuantity };
}

/**
 * Adds one line to the shopper's cart through the Storefront API (spec 7 cartLinesAdd), or
 * creates a cart with it (cartCreate) when there is none or the stored one no longer
 * exists (spec 4 cart creation), in the store's country and the page's language.
 */
export async function addCartLine(call: {
  store: Pick<Store, 'key' | 'code'>;
  language: LanguageCode;
  cartId: string | undefined;
  line: CartLineInput;
}): Promise<AddCartLineResult> {
  const { store, language, line } = call;
  const context = { country: store.code, language: language.toUpperCase() };
  const lines = [
    {
      merchandiseId: `gid://shopify/ProductVariant/${line.variantId}`,
      quantity: line.quantity,
      attributes: line.attributes,
    },
  ];
  if (call.cartId !== undefined) {
    const added = await storefrontApiFetch({
      store,
      query: BUYBOX_CART_LINES_ADD,
      variables: { cartId: call.cartId, lines, ...context },
      dataSchema: addDataSchema,
    });
    // A cart that expired or was purged answers without a cart: start a new one.
    if (added.cartLinesAdd.cart !== null) return outcome(added.cartLinesAdd);
  }
  const created = await storefrontApiFetch({
    store,
    query: BUYBOX_CART_CREATE,
    variables: { input: { lines, buyerIdentity: { countryCode: store.code } }, ...context },
    dataSchema: createDataSchema,
  });
  return outcome(created.cartCreate);
}
