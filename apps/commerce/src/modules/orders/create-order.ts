/**
 * Creates an order from catalog variants: titles, SKUs and prices are copied from the
 * catalog in the order's store and language, so later catalog changes leave it as it was.
 * The checkout will call this; until then the admin CLI's demo orders do (issue 3).
 */
import type { LanguageCode, Store } from '@shop/shop-config';
import type { Database } from '../../db/client';
import { findMerchandise } from '../carts/merchandise';
import type { CartAttribute } from '../carts/schema';
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
