/**
 * The Storefront API schema: Shopify-named SDL plus the root resolvers. Nested fields
 * resolve from the view objects (plain values, or functions that take the field's
 * arguments), so every resolver with logic is a root field over one service call.
 */
import {
  buildSchema,
  defaultFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
} from './graphql-js';
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

/**
 * Nested fields whose view value is a function taking no arguments (computed on demand,
 * e.g. a count that costs a query). Fields with arguments are functions in the views too.
 */
const LAZY_FIELDS = new Set(['Customer.numberOfOrders', 'Customer.defaultAddress']);

/**
 * graphql-js calls a function-valued property with the field's arguments; compiled
 * queries (graphql-jit, `jit` in plugin.ts) read plain properties only. So fields whose
 * view value may be a function get graphql-js's own default resolver explicitly, and every
 * other nested field is read as a plain value by both.
 */
function resolveFunctionValuedFields(schema: GraphQLSchema): void {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || roots.has(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) continue;
      if (field.args.length > 0 || LAZY_FIELDS.has(`${type.name}.${field.name}`))
        field.resolve = defaultFieldResolver;
    }
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
  resolveFunctionValuedFields(schema);
  return schema;
}
