import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartExpiryCutoff } from './cart-store';
import { carts } from './schema';

/** Deletes carts (and, by cascade, their lines) untouched for longer than the TTL. */
export async function purgeExpiredCarts(
  db: Database,
  options: { now: Date; cartTtlDays: number },
): Promise<number> {
  const removed = await db
    .delete(carts)
    .where(lt(carts.updatedAt, cartExpiryCutoff(options)))
    .returning({ token: carts.token });
  return removed.length;
}
