/**
 * Reading and replacing a customer's wish list. Replacing is one transaction, so two
 * devices saving at once leave one of their lists, never a mix; the customer's row is
 * locked first, so the delete and insert of one save do not interleave with another's.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../catalog/schema';
import { customers } from '../customers/schema';
import { wishlistItems } from './schema';

export async function readWishlist(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.position));
  return rows.map((row) => row.productId);
}

/** Stores the list as given (each id once, unknown products left out) and returns it. */
export async function replaceWishlist(
  db: Database,
  customerId: number,
  productIds: readonly number[],
  now: Date,
): Promise<number[]> {
  const distinct = [...new Set(productIds)];
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const known =
      distinct.length === 0
        ? new Set<number>()
        : new Set(
            (
              await tx
                .select({ id: products.id })
                .from(products)
                .where(inArray(products.id, distinct))
            ).map((row) => row.id),
          );
    const kept = distinct.filter((id) => known.has(id));
    const previous = new Map(
      (
        await tx
          .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
          .from(wishlistItems)
          .where(eq(wishlistItems.customerId, customerId))
      ).map((row) => [row.productId, row.addedAt]),
    );
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    if (kept.length > 0) {
      await tx.insert(wishlistItems).values(
        kept.map((productId, position) => ({
          customerId,
          productId,
          position,
          // A product that stays keeps the day it was first added.
          addedAt: previous.get(productId) ?? now,
        })),
      );
    }
    return kept;
  });
}
