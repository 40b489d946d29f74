/**
 * A customer's orders, one page at a time, with their line items and fulfilments loaded in
 * two further queries for the whole page (no query per order).
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderFulfillments, orderLineItems, orders } from './schema';

export type OrderSortKey = 'ID' | 'PROCESSED_AT' | 'TOTAL_PRICE' | 'RELEVANCE';
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineItemRow = typeof orderLineItems.$inferSelect;
export type OrderFulfillmentRow = typeof orderFulfillments.$inferSelect;

export interface OrderWithDetails extends OrderRow {
  lineItems: OrderLineItemRow[];
  fulfillments: OrderFulfillmentRow[];
}

/** `filter` narrows the customer's orders (see order-search.ts for the `query:` syntax). */
export async function countOrders(db: Database, customerId: number, filter?: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), filter));
  return row?.total ?? 0;
}

export async function listOrders(
  db: Database,
  customerId: number,
  page: { sortKey: OrderSortKey; reverse: boolean; offset: number; limit: number },
  filter?: SQL,
): Promise<OrderWithDetails[]> {
  const column =
    page.sortKey === 'PROCESSED_AT'
      ? orders.processedAt
      : page.sortKey === 'TOTAL_PRICE'
        ? orders.totalMinor
        : orders.id;
  const direction = (value: Parameters<typeof asc>[0]): SQL =>
    page.reverse ? desc(value) : asc(value);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), filter))
    .orderBy(direction(column), direction(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return withDetails(db, rows);
}

export async function withDetails(db: Database, rows: OrderRow[]): Promise<OrderWithDetails[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [items, fulfillments] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(inArray(orderLineItems.orderId, ids))
      .orderBy(asc(orderLineItems.position)),
    db
      .select()
      .from(orderFulfillments)
      .where(and(inArray(orderFulfillments.orderId, ids)))
      .orderBy(asc(orderFulfillments.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    lineItems: items.filter((item) => item.orderId === row.id),
    fulfillments: fulfillments.filter((fulfillment) => fulfillment.orderId === row.id),
  }));
}
