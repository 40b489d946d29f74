/**
 * Rate limits on the mutations that guess passwords or send mail (issue 3), and the one
 * counter every rate limit of the service uses (issue 9): fixed windows counted in the
 * database, so they hold across several service instances.
 */
import { createHash } from 'node:crypto';
import { ACCOUNT_RATE_LIMITS } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { customerMessage } from '../customers/customer-messages';
import { clientError } from './client-errors';
import type { GraphQLResolveInfo } from './graphql-js';
import { marketOf, type StorefrontRequestContext } from './request-context';
import { storefrontRateLimits } from './schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/** The limits live in shop-config, one place for every rate limit of the shop. */
export const RATE_LIMITS = ACCOUNT_RATE_LIMITS;

export interface AttemptVerdict {
  within: boolean;
  /** Whole seconds until the current window ends and the count starts anew. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in the fixed window that holds `now` and answers whether it is within
 * the limit, and when the next window starts (for Retry-After).
 */
export async function weighAttempt(
  context: Pick<StorefrontRequestContext, 'db' | 'now'>,
  bucket: string,
  limit: Limit,
): Promise<AttemptVerdict> {
  const windowStartMs = Math.floor(context.now.getTime() / limit.windowMs) * limit.windowMs;
  const [row] = await context.db
    .insert(storefrontRateLimits)
    .values({ bucket, windowStart: new Date(windowStartMs), hits: 1 })
    .onConflictDoUpdate({
      target: [storefrontRateLimits.bucket, storefrontRateLimits.windowStart],
      set: { hits: sql`${storefrontRateLimits.hits} + 1` },
    })
    .returning({ hits: storefrontRateLimits.hits });
  const retryAfterMs = windowStartMs + limit.windowMs - context.now.getTime();
  return {
    within: (row?.hits ?? 0) <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/** Counts one attempt and answers whether it is within the limit. */
export async function countAttempt(
  context: Pick<StorefrontRequestContext, 'db' | 'now'>,
  bucket: string,
  limit: Limit,
): Promise<boolean> {
  return (await weighAttempt(context, bucket, limit)).within;
}

/** Throws Shopify's THROTTLED error, in the request's language, when a limit is exceeded. */
export async function enforceRateLimit(
  context: StorefrontRequestContext,
  info: GraphQLResolveInfo,
  operation: keyof typeof RATE_LIMITS,
  email: string,
): Promise<void> {
  const limits = RATE_LIMITS[operation];
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const withinIp = await countAttempt(context, `${operation}:ip:${context.clientIp}`, limits.perIp);
  const withinAccount = await countAttempt(
    context,
    `${operation}:account:${account}`,
    limits.perAccount,
  );
  if (!withinIp || !withinAccount) {
    throw clientError(customerMessage('throttled', marketOf(context, info).language), 'THROTTLED');
  }
}
