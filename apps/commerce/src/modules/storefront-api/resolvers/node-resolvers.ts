/**
 * node(id:) and nodes(ids:): public objects by global id. Carts (and their lines),
 * products and variants are found in the request's market; anything unknown, malformed or
 * private answers null. Orders and addresses are private: Shopify's Storefront API only
 * shows them under customer(customerAccessToken:), and our order and address ids are
 * sequential, so they are never answered by id alone.
 */
import { z } from 'zod';
import { loadCart } from '../../carts/cart-store';
import { findMerchandise, listProductVariantIds } from '../../carts/merchandise';
import { clientError } from '../client-errors';
import { gidParameter, gidTypeOf, parseGid, parseNumericGid } from '../global-ids';
import type { GraphQLResolveInfo } from '../graphql-js';
import { cartContextOf, marketOf, type StorefrontRequestContext } from '../request-context';
import { cartView } from '../views/cart-view';
import { variantView } from '../views/merchandise-view';
import { parseArgs, type RootResolver, viewScopeOf } from './resolver-types';

/** Shopify's limit on nodes(ids:). */
// Argument schemas are built once: zod compiles each schema on its first parse.
const nodeArgs = z.object({ id: z.string() });
const nodesArgs = z.object({ ids: z.array(z.string()) });

export const MAX_NODE_IDS = 250;

async function cartNode(id: string, context: StorefrontRequestContext, info: GraphQLResolveInfo) {
  const token = parseGid(id, 'Cart');
  const cart = token ? await loadCart(cartContextOf(context, info), token) : null;
  return cart ? cartView(cart, viewScopeOf(context, info)) : null;
}

async function cartLineNode(
  id: string,
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) {
  const cartToken = gidParameter(id, 'cart');
  if (!parseGid(id, 'CartLine') || !cartToken) return null;
  const cart = await cartNode(`gid://shopify/Cart/${cartToken}`, context, info);
  return cart?.lines({ first: 250 }).nodes.find((line) => line.id === id) ?? null;
}

async function variantNode(
  variantIds: number[],
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) {
  const market = marketOf(context, info);
  const found = await findMerchandise(context.db, market, variantIds);
  return [...found.values()].map((item) => variantView(item, viewScopeOf(context, info)));
}

async function productNode(
  id: string,
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
) {
  const productId = parseNumericGid(id, 'Product');
  if (productId === null) return null;
  const variantIds = await listProductVariantIds(
    context.db,
    marketOf(context, info).store,
    productId,
  );
  const variants = await variantNode(variantIds, context, info);
  const first = variants[0];
  if (!first) return null;
  // The product is for sale while any of its variants is.
  return {
    ...first.product,
    availableForSale: variants.some((variant) => variant.availableForSale),
  };
}

function resolveNode(id: string, context: StorefrontRequestContext, info: GraphQLResolveInfo) {
  switch (gidTypeOf(id)) {
    case 'Cart':
      return cartNode(id, context, info);
    case 'CartLine':
      return cartLineNode(id, context, info);
    case 'Product':
      return productNode(id, context, info);
    case 'ProductVariant': {
      const variantId = parseNumericGid(id, 'ProductVariant');
      return variantId === null
        ? null
        : variantNode([variantId], context, info).then((found) => found[0] ?? null);
    }
    default:
      return null;
  }
}

export const nodeQueryResolvers: Record<string, RootResolver> = {
  node(_root, args, context, info) {
    const { id } = parseArgs(nodeArgs, args);
    return resolveNode(id, context, info);
  },

  nodes(_root, args, context, info) {
    const { ids } = parseArgs(nodesArgs, args);
    if (ids.length > MAX_NODE_IDS)
      throw clientError(`nodes accepts at most ${MAX_NODE_IDS} ids.`, 'MAX_INPUT_SIZE_EXCEEDED');
    return Promise.all(ids.map((id) => resolveNode(id, context, info)));
  },
};
