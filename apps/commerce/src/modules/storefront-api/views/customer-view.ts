/**
 * Customer in Shopify's shape. Addresses and orders load only when the query asks for them;
 * orders are paged in the database, their variants fetched once per page.
 */
import { DEFAULT_STORE_KEY, getStore, isStoreKey } from '@shop/shop-config';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { findMerchandise, type Merchandise } from '../../carts/merchandise';
import { findAddress, listAddresses } from '../../customers/address-book';
import type { Customer } from '../../customers/customer-types';
import {
  countOrders,
  listOrders,
  type OrderSortKey,
  type OrderWithDetails,
} from '../../orders/list-orders';
import { OrderQueryError, orderQueryCondition } from '../../orders/order-search';
import { clientError } from '../client-errors';
import { connectionOf, connectionOfPage, pageWindow, parseConnectionArgs } from '../connections';
import { addressGid, toGid } from '../global-ids';
import { addressView } from './address-view';
import type { ViewScope } from './merchandise-view';
import { orderView } from './order-view';

const orderArgsSchema = z.object({
  sortKey: z.enum(['ID', 'PROCESSED_AT', 'TOTAL_PRICE', 'RELEVANCE']).nullish(),
  // A subset of Shopify's search syntax, see orders/order-search.ts.
  query: z.string().nullish(),
});

function orderFilter(query: string | null | undefined) {
  try {
    return orderQueryCondition(query);
  } catch (error) {
    if (error instanceof OrderQueryError) throw clientError(error.message, 'INVALID_QUERY');
    throw error;
  }
}

export function customerView(customer: Customer, scope: ViewScope & { db: Database }) {
  const { db } = scope;
  return {
    id: toGid('Customer', customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    displayName:
      [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    tags: [],
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
    numberOfOrders: async () => String(await countOrders(db, customer.id)),
    defaultAddress: async () => {
      const address = await findAddress(scope, customer.id, customer.defaultAddressId);
      return address ? addressView(addressGid(address.id), address) : null;
    },
    addresses: async (args: unknown) => {
      const page = parseConnectionArgs(args);
      const addresses = await listAddresses(scope, customer.id);
      return connectionOf(
        addresses.map((address) => addressView(addressGid(address.id), address)),
        page,
      );
    },
    orders: async (args: unknown) => {
      const page = parseConnectionArgs(args);
      const { sortKey, query } = orderArgsSchema.parse(args);
      const filter = orderFilter(query);
      const total = await countOrders(db, customer.id, filter);
      const { start, end } = pageWindow(total, page);
      const orders = await listOrders(
        db,
        customer.id,
        {
          sortKey: (sortKey ?? 'ID') satisfies OrderSortKey,
          reverse: page.reverse === true,
          offset: start,
          limit: end - start,
        },
        filter,
      );
      const variants = await variantsOf(db, orders, scope);
      const connection = connectionOfPage(
        orders.map((order) => orderView(order, variants, scope)),
        start,
        total,
      );
      return { ...connection, totalCount: String(total) };
    },
  };
}

/** Current catalog variants of a page of orders, each looked up in its order's store. */
async function variantsOf(
  db: Database,
  orders: OrderWithDetails[],
  scope: ViewScope,
): Promise<Map<number, Merchandise>> {
  const found = new Map<number, Merchandise>();
  const storeKeys = [...new Set(orders.map((order) => order.storeKey))];
  for (const key of storeKeys) {
    const ids = orders
      .filter((order) => order.storeKey === key)
      .flatMap((order) =>
        order.lineItems.flatMap((item) => (item.variantId === null ? [] : [item.variantId])),
      );
    const store = getStore(isStoreKey(key) ? key : DEFAULT_STORE_KEY);
    for (const [id, item] of await findMerchandise(db, { store, language: scope.language }, ids))
      found.set(id, item);
  }
  return found;
}
