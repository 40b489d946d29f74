/** Stock-notification data is deleted after six months (spec 9), done or not. */
import { STOCK_NOTIFICATION_RETENTION_MONTHS } from '@shop/shop-config';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backInStockRequests } from './schema';

export function backInStockRetentionStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - STOCK_NOTIFICATION_RETENTION_MONTHS);
  return start;
}

export async function purgeBackInStockRequests(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(backInStockRequests)
    .where(lt(backInStockRequests.createdAt, backInStockRetentionStart(now)))
    .returning({ id: backInStockRequests.id });
  return removed.length;
}
