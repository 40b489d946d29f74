/**
 * Creates an order from catalog variants: titles, SKUs and prices are copied from the
 * catalog in the order's store and language, so later catalog changes leave it as it was.
 * The checkout will call this; until then the admin CLI's demo orders do (issue 3).
 * The order takes its quantities from stock in the same transaction, never below zero:
 * an order for more than is in stock is refused and nothing is stored.
 */
import type { LanguageCode, Store } from '@shop/shop-config';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findMerchandise } from '../carts/merchandise';
import type { CartAttribute } from '../carts/schema';
import { variants } from '../catalog/schema';
import {
  type CancelReason,
  type FinancialStatus,
  type FulfillmentStatus,
  type OrderAddress,
  orderFulfillments,
  orderLineItems,
  orders,
} from './schema';
import { includedVat } from './vat-rates';

export interface NewOrder {
  customerId: number | null;
  email: string | null;
  phone?: string | null;
  store: Store;
  language: LanguageCode;
  lines: ReadonlyArray<{ variantId: number; quantity: number; customAttributes?: CartAttribute[] }>;
  shippingMinor: number;
  shippingAddress: OrderAddress | null;
  financialStatus: FinancialStatus;
  fulfillmentStatus: FulfillmentStatus;
  cancelReason?: CancelReason | null;
  processedAt: Date;
  fulfillments?: ReadonlyArray<{
    trackingCompany: string;
    trackingNumber: string;
    trackingUrl: string | null;
  }>;
}

export class UnknownMerchandiseError extends Error {
  override name = 'UnknownMerchandiseError';
}

export class NotEnoughStockError extends Error {
  override name = 'NotEnoughStockError';
}

/**
 * Takes each variant's ordered quantity from stock; refuses, naming the article, when any
 * variant has less. The conditional update is atomic, so parallel orders cannot oversell.
 */
async function takeStock(
  tx: Database,
  lines: ReadonlyArray<{ variantId: number; quantity: number; sku: string }>,
): Promise<void> {
  const wanted = new Map<number, { quantity: number; sku: string }>();
  for (const line of lines) {
    const entry = wanted.get(line.variantId);
    wanted.set(line.variantId, {
      quantity: (entry?.quantity ?? 0) + line.quantity,
      sku: line.sku,
    });
  }
  for (const [variantId, { quantity, sku }] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(variants)
      .set({ stockQuantity: sql`${variants.stockQuantity} - ${quantity}` })
      .where(and(eq(variants.id, variantId), gte(variants.stockQuantity, quantity)))
      .returning({ id: variants.id });
    if (taken) continue;
    const [current] = await tx
      .select({ stock: variants.stockQuantity })
      .from(variants)
      .where(eq(variants.id, variantId));
    throw new NotEnoughStockError(
      `Not enough stock for ${sku}: ${Math.max(current?.stock ?? 0, 0)} in stock, the order needs ${quantity}. No order was created.`,
    );
  }
}

export async function createOrder(
  db: Database,
  input: NewOrder,
): Promise<{ id: number; orderNumber: number }> {
  const merchandise = await findMerchandise(
    db,
    { store: input.store, language: input.language },
    input.lines.map((line) => line.variantId),
  );
  const items = input.lines.map((line, position) => {
    const item = merchandise.get(line.variantId);
    if (!item)
      throw new UnknownMerchandiseError(
        `Variant ${line.variantId} is not sold in store ${input.store.key}`,
      );
    return { line, item, position };
  });
  const subtotalMinor = items.reduce(
    (sum, { line, item }) => sum + line.quantity * item.priceMinor,
    0,
  );
  const totalMinor = subtotalMinor + input.shippingMinor;
  return db.transaction(async (tx) => {
    // An order placed already cancelled (demo data) has been restocked: it takes nothing.
    if (!input.cancelReason) {
      await takeStock(
        tx,
        items.map(({ line, item }) => ({ ...line, sku: item.sku })),
      );
    }
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: input.customerId,
        email: input.email,
        phone: input.phone ?? null,
        storeKey: input.store.key,
        language: input.language,
        currency: input.store.prices.currency,
        subtotalMinor,
        shippingMinor: input.shippingMinor,
        totalMinor,
        taxMinor: includedVat(totalMinor, input.store.key),
        financialStatus: input.financialStatus,
        fulfillmentStatus: input.fulfillmentStatus,
        cancelReason: input.cancelReason ?? null,
        canceledAt: input.cancelReason ? input.processedAt : null,
        shippingAddress: input.shippingAddress,
        processedAt: input.processedAt,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new Error('order insert returned nothing');
    await tx.insert(orderLineItems).values(
      items.map(({ line, item, position }) => ({
        orderId: order.id,
        variantId: item.variantId,
        title: item.productTitle,
        variantTitle: item.title,
        sku: item.sku,
        quantity: line.quantity,
        unitPriceMinor: item.priceMinor,
        compareAtMinor: item.compareAtMinor,
        customAttributes: line.customAttributes ?? [],
        position,
      })),
    );
    if (input.fulfillments && input.fulfillments.length > 0) {
      await tx.insert(orderFulfillments).values(
        input.fulfillments.map((fulfillment) => ({
          ...fulfillment,
          orderId: order.id,
          createdAt: input.processedAt,
        })),
      );
    }
    return order;
  });
}
