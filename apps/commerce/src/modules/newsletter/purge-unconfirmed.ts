/**
 * Addresses that were never confirmed carry no consent, so they are kept only as long as
 * their confirmation link works (NEWSLETTER.confirmationValidDays), then deleted.
 */
import { NEWSLETTER } from '@shop/shop-config';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Confirmation mails sent before this moment no longer confirm anything. */
export function confirmationDeadline(now: Date): Date {
  return new Date(now.getTime() - NEWSLETTER.confirmationValidDays * DAY_MS);
}

export async function purgeUnconfirmedSubscriptions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, 'pending'),
        lt(newsletterSubscriptions.confirmationSentAt, confirmationDeadline(now)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length;
}
