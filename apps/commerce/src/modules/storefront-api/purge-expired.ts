/**
 * Removes what has expired: carts past their lifetime, customer sessions and one-time
 * tokens past their expiry, rate-limit windows older than a day, and newsletter addresses
 * whose confirmation link has expired unconfirmed.
 */
import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purgeExpiredCarts } from '../carts/purge-carts';
import { purgeExpiredAccessTokens } from '../customers/access-tokens';
import { customerOneTimeTokens } from '../customers/schema';
import { purgeUnconfirmedSubscriptions } from '../newsletter/purge-unconfirmed';
import { storefrontRateLimits } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeSummary {
  carts: number;
  accessTokens: number;
  oneTimeTokens: number;
  rateLimitWindows: number;
  unconfirmedNewsletterSubscriptions: number;
}

export async function purgeExpired(
  db: Database,
  options: { now: Date; cartTtlDays: number },
): Promise<PurgeSummary> {
  const carts = await purgeExpiredCarts(db, options);
  const accessTokens = await purgeExpiredAccessTokens(db, options.now);
  const oneTimeTokens = await db
    .delete(customerOneTimeTokens)
    .where(
      or(lt(customerOneTimeTokens.expiresAt, options.now), isNotNull(customerOneTimeTokens.usedAt)),
    )
    .returning({ id: customerOneTimeTokens.id });
  const windows = await db
    .delete(storefrontRateLimits)
    .where(lt(storefrontRateLimits.windowStart, new Date(options.now.getTime() - DAY_MS)))
    .returning({ bucket: storefrontRateLimits.bucket });
  const unconfirmedNewsletterSubscriptions = await purgeUnconfirmedSubscriptions(db, options.now);
  return {
    carts,
    accessTokens,
    oneTimeTokens: oneTimeTokens.length,
    rateLimitWindows: windows.length,
    unconfirmedNewsletterSubscriptions,
  };
}
