/** Cart operations of the Storefront API: thin adapters over the carts module. */

import { z } from 'zod';
import { addCartLineAtOnce, addCartLines } from '../../carts/add-cart-lines';
import { cartMessage } from '../../carts/cart-messages';
import { CART_LIMITS } from '../../carts/cart-rules';
import { loadCart } from '../../carts/cart-store';
import type { BuyerIdentityChange, CartLineRequest, CartOutcome } from '../../carts/cart-types';
import { createCart } from '../../carts/create-cart';
import { removeCartLines } from '../../carts/remove-cart-lines';
import { updateBuyerIdentity } from '../../carts/update-buyer-identity';
import { updateCartDetails } from '../../carts/update-cart-details';
import { updateCartLines } from '../../carts/update-cart-lines';
import { catalogueModeLocation, isCatalogueMode } from '../../content/storefront-settings';
import { authenticateCustomer } from '../../customers/access-tokens';
import { parseGid, parseNumericGid } from '../global-ids';
import type { GraphQLResolveInfo } from '../graphql-js';
import {
  cartContextOf,
  marketOf,
  type StorefrontRequestContext,
  storeForCountry,
} from '../request-context';
import { cartPayload, cartView } from '../views/cart-view';
import { attributeSchema, parseArgs, type RootResolver, viewScopeOf } from './resolver-types';

const buyerIdentitySchema = z.object({
  countryCode: z.string().nullish(),
  customerAccessToken: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});
const lineSchema = z.object({
  merchandiseId: z.string(),
  quantity: z.number().int().nullish(),
  attributes: z.array(attributeSchema).nullish(),
});
const lineUpdateSchema = z.object({
  id: z.string(),
  merchandiseId: z.string().nullish(),
  quantity: z.number().int().nullish(),
  attributes: z.array(attributeSchema).nullish(),
});
const cartCreateArgs = z.object({
  input: z
    .object({
      lines: z.array(lineSchema).nullish(),
      attributes: z.array(attributeSchema).nullish(),
      note: z.string().nullish(),
      buyerIdentity: buyerIdentitySchema.nullish(),
    })
    .nullish(),
});

/** The token part of gid://shopify/Cart/<token>; an empty string names no cart. */
const cartToken = (id: string) => parseGid(id, 'Cart') ?? '';
const lineId = (id: string) => parseGid(id, 'CartLine');

const lineRequest = (line: z.infer<typeof lineSchema>): CartLineRequest => ({
  variantId: parseNumericGid(line.merchandiseId, 'ProductVariant'),
  quantity: line.quantity ?? 1,
  attributes: line.attributes ?? [],
});

function tooManyLines(context: StorefrontRequestContext, info: GraphQLResolveInfo): CartOutcome {
  return {
    cart: null,
    userErrors: [
      {
        code: 'MAXIMUM_EXCEEDED',
        field: ['lines'],
        message: cartMessage(
          'tooManyLines',
          marketOf(context, info).language,
          CART_LIMITS.maxLines,
        ),
      },
    ],
    warnings: [],
  };
}

/**
 * Catalogue mode (storefront-settings) makes the shop a catalogue: every cart change is
 * refused with a user error and changes nothing; an empty cartCreate still answers.
 */
async function catalogueModeRefusal(
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
): Promise<CartOutcome | null> {
  const { language } = marketOf(context, info);
  if (!(await isCatalogueMode({ db: context.db, language }))) return null;
  return {
    cart: null,
    userErrors: [{ code: 'INVALID', field: null, message: cartMessage('catalogueMode', language) }],
    warnings: [],
  };
}

async function buyerChange(
  context: StorefrontRequestContext,
  buyer: z.infer<typeof buyerIdentitySchema>,
): Promise<BuyerIdentityChange> {
  const customer = buyer.customerAccessToken
    ? await authenticateCustomer(context, buyer.customerAccessToken)
    : undefined;
  return {
    ...(buyer.countryCode
      ? { countryStore: storeForCountry(buyer.countryCode), countryCode: buyer.countryCode }
      : {}),
    ...(buyer.email != null ? { email: buyer.email } : {}),
    ...(buyer.phone != null ? { phone: buyer.phone } : {}),
    ...(customer !== undefined ? { customerId: customer?.id ?? null } : {}),
  };
}

// Argument schemas are built once: zod compiles each schema on its first parse.
const cartArgs = z.object({ id: z.string() });
const cartLinesAddArgs = z.object({ cartId: z.string(), lines: z.array(lineSchema) });
const cartLinesUpdateArgs = z.object({ cartId: z.string(), lines: z.array(lineUpdateSchema) });
const cartLinesRemoveArgs = z.object({ cartId: z.string(), lineIds: z.array(z.string()) });
const cartBuyerIdentityUpdateArgs = z.object({
  cartId: z.string(),
  buyerIdentity: buyerIdentitySchema,
});
const cartNoteUpdateArgs = z.object({ cartId: z.string(), note: z.string() });
const cartAttributesUpdateArgs = z.object({
  cartId: z.string(),
  attributes: z.array(attributeSchema),
});

export const cartQueryResolvers: Record<string, RootResolver> = {
  async cart(_root, args, context, info) {
    const { id } = parseArgs(cartArgs, args);
    const cart = await loadCart(cartContextOf(context, info), cartToken(id));
    return cart ? cartView(cart, viewScopeOf(context, info)) : null;
  },
};

export const cartMutationResolvers: Record<string, RootResolver> = {
  async cartCreate(_root, args, context, info) {
    const input = parseArgs(cartCreateArgs, args).input ?? {};
    const lines = input.lines ?? [];
    const refused = lines.length > 0 ? await catalogueModeRefusal(context, info) : null;
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    if (lines.length > CART_LIMITS.maxLines)
      return cartPayload(tooManyLines(context, info), viewScopeOf(context, info));
    const market = marketOf(context, info);
    const buyer = await buyerChange(context, input.buyerIdentity ?? {});
    const outcome = await createCart(cartContextOf(context, info), {
      lines: lines.map(lineRequest),
      attributes: input.attributes ?? [],
      note: input.note ?? null,
      buyer: {
        store: buyer.countryStore ?? market.store,
        countryCode: buyer.countryCode ?? market.countryCode,
        email: buyer.email ?? null,
        phone: buyer.phone ?? null,
        customerId: buyer.customerId ?? null,
        invalidCustomerToken: buyer.customerId === null,
      },
    });
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartLinesAdd(_root, args, context, info) {
    const { cartId, lines } = parseArgs(cartLinesAddArgs, args);
    // The storefront's "add to cart" (one line) in one round trip; anything else, or a
    // change a rule may refuse, takes the full path below.
    const cartContext = cartContextOf(context, info);
    const added = await addCartLineAtOnce(
      cartContext,
      cartToken(cartId),
      lines.map(lineRequest),
      catalogueModeLocation(cartContext.language),
    );
    if (added) return cartPayload(added, viewScopeOf(context, info));
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome =
      lines.length > CART_LIMITS.maxLines
        ? tooManyLines(context, info)
        : await addCartLines(cartContext, cartToken(cartId), lines.map(lineRequest));
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartLinesUpdate(_root, args, context, info) {
    const { cartId, lines } = parseArgs(cartLinesUpdateArgs, args);
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome =
      lines.length > CART_LIMITS.maxLines
        ? tooManyLines(context, info)
        : await updateCartLines(
            cartContextOf(context, info),
            cartToken(cartId),
            lines.map((line) => ({
              lineId: lineId(line.id) ?? '',
              ...(line.merchandiseId != null
                ? { variantId: parseNumericGid(line.merchandiseId, 'ProductVariant') }
                : {}),
              ...(line.quantity != null ? { quantity: line.quantity } : {}),
              ...(line.attributes != null ? { attributes: line.attributes } : {}),
            })),
          );
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartLinesRemove(_root, args, context, info) {
    const { cartId, lineIds } = parseArgs(cartLinesRemoveArgs, args);
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome =
      lineIds.length > CART_LIMITS.maxLines
        ? tooManyLines(context, info)
        : await removeCartLines(
            cartContextOf(context, info),
            cartToken(cartId),
            lineIds.map(lineId),
          );
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartBuyerIdentityUpdate(_root, args, context, info) {
    const { cartId, buyerIdentity } = parseArgs(cartBuyerIdentityUpdateArgs, args);
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome = await updateBuyerIdentity(
      cartContextOf(context, info),
      cartToken(cartId),
      await buyerChange(context, buyerIdentity),
    );
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartNoteUpdate(_root, args, context, info) {
    const { cartId, note } = parseArgs(cartNoteUpdateArgs, args);
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome = await updateCartDetails(cartContextOf(context, info), cartToken(cartId), {
      note,
    });
    return cartPayload(outcome, viewScopeOf(context, info));
  },

  async cartAttributesUpdate(_root, args, context, info) {
    const { cartId, attributes } = parseArgs(cartAttributesUpdateArgs, args);
    const refused = await catalogueModeRefusal(context, info);
    if (refused) return cartPayload(refused, viewScopeOf(context, info));
    const outcome = await updateCartDetails(cartContextOf(context, info), cartToken(cartId), {
      attributes,
    });
    return cartPayload(outcome, viewScopeOf(context, info));
  },
};
