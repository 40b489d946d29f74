/**
 * Whether a shopper bought a product: the verified-purchase flag of a review (spec 3
 * "Review"). Cancelled orders do not count.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { variants } from '../catalog/schema';
import { orderLineItems, orders } from './schema';

export async function hasPurchasedProduct(
  db: Database,
  email: string,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .innerJoin(variants, eq(variants.id, orderLineItems.variantId))
    .where(
      and(
        sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
        eq(variants.productId, productId),
        isNull(orders.cancelReason),
      ),
    )
    .limit(1);
  return row !== undefined;
}
