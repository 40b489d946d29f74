/**
 * The Storefront API schema: Shopify-named SDL plus the root resolvers. Nested fields
 * resolve from the view objects (plain values, or functions that take the field's
 * arguments), so every resolver with logic is a root field over one service call.
 */
import { buildSchema, type GraphQLObjectType, type GraphQLSchema } from './graphql-js';
import { accountMutationResolvers } from './resolvers/account-resolvers';
import { cartMutationResolvers, cartQueryResolvers } from './resolvers/cart-resolvers';
import { customerMutationResolvers, customerQueryResolvers } from './resolvers/customer-resolvers';
import { nodeQueryResolvers } from './resolvers/node-resolvers';
import type { RootResolver } from './resolvers/resolver-types';
import { CART_SDL } from './schema/cart-sdl';
import { COMMON_SDL } from './schema/common-sdl';
import { CUSTOMER_SDL } from './schema/customer-sdl';
import { ORDER_SDL } from './schema/order-sdl';
import { ROOT_SDL } from './schema/root-sdl';

export const STOREFRONT_SDL = [ROOT_SDL, COMMON_SDL, CART_SDL, CUSTOMER_SDL, ORDER_SDL].join('\n');

function attach(
  type: GraphQLObjectType | null | undefined,
  resolvers: Record<string, RootResolver>,
): void {
  if (!type) throw new Error('Storefront schema lacks a root type');
  const fields = type.getFields();
  for (const name of Object.keys(fields)) {
    const resolve = resolvers[name];
    const field = fields[name];
    if (!resolve || !field) throw new Error(`No resolver for ${type.name}.${name}`);
    field.resolve = resolve;
  }
}

export function buildStorefrontSchema(): GraphQLSchema {
  const schema = buildSchema(STOREFRONT_SDL);
  attach(schema.getQueryType(), {
    ...cartQueryResolvers,
    ...customerQueryResolvers,
    ...nodeQueryResolvers,
  });
  attach(schema.getMutationType(), {
    ...cartMutationResolvers,
    ...accountMutationResolvers,
    ...customerMutationResolvers,
  });
  return schema;
}
