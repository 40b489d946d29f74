/**
 * Marks an order shipped (issue 7, admin CLI `orders:fulfil`): one fulfilment with carrier,
 * tracking number and tracking link, the order FULFILLED, and the shipping mail queued in
 * the same transaction, so the mail goes out exactly when the change is stored.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { withDetails } from '../orders/list-orders';
import { orderFulfillments, orders } from '../orders/schema';
import { findCarrier } from './carriers';
import { buildShippingMail } from './order-mails';

export interface Fulfilment {
  orderNumber: number;
  carrier: string;
  trackingNumber: string;
}

export type FulfilResult =
  | { status: 'fulfilled'; trackingUrl: string | null; carrier: string; mailedTo: string | null }
  | { status: 'unknown-order' }
  | { status: 'cancelled' }
  | { status: 'already-fulfilled' };

export async function fulfilOrder(
  context: { db: Database; mailer: Mailer; brandName: string; now: Date },
  fulfilment: Fulfilment,
): Promise<FulfilResult> {
  const known = findCarrier(fulfilment.carrier);
  const carrier = known?.name ?? fulfilment.carrier;
  const trackingUrl = known ? known.trackingUrl(fulfilment.trackingNumber) : null;
  return context.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, fulfilment.orderNumber))
      .for('update');
    if (!order) return { status: 'unknown-order' };
    if (order.cancelReason) return { status: 'cancelled' };
    if (order.fulfillmentStatus === 'FULFILLED') return { status: 'already-fulfilled' };
    const [stored] = await tx
      .insert(orderFulfillments)
      .values({
        orderId: order.id,
        trackingCompany: carrier,
        trackingNumber: fulfilment.trackingNumber,
        trackingUrl,
        createdAt: context.now,
      })
      .returning();
    await tx.update(orders).set({ fulfillmentStatus: 'FULFILLED' }).where(eq(orders.id, order.id));
    const [withItems] = await withDetails(tx, [{ ...order, fulfillmentStatus: 'FULFILLED' }]);
    if (order.email && withItems && stored) {
      await context.mailer.queue(
        tx,
        buildShippingMail(withItems, stored, { brandName: context.brandName }),
      );
    }
    return { status: 'fulfilled', trackingUrl, carrier, mailedTo: order.email };
  });
}
