/**
 * Rate limits on the mutations that guess passwords or send mail (issue 3): fixed windows
 * counted in the database, per client IP and per account (the e-mail's digest).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { customerMessage } from '../customers/customer-messages';
import { clientError } from './client-errors';
import type { GraphQLResolveInfo } from './graphql-js';
import { marketOf, type StorefrontRequestContext } from './request-context';
import { storefrontRateLimits } from './schema';

interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** The spec names no numbers; these let a person mistype often and stop a script early. */
export const RATE_LIMITS = {
  customerAccessTokenCreate: {
    perIp: { max: 30, windowMs: 10 * MINUTE_MS },
    perAccount: { max: 10, windowMs: 10 * MINUTE_MS },
  },
  customerRecover: {
    perIp: { max: 10, windowMs: 60 * MINUTE_MS },
    perAccount: { max: 3, windowMs: 60 * MINUTE_MS },
  },
} as const satisfies Record<string, { perIp: Limit; perAccount: Limit }>;

/** Counts one attempt and answers whether it is within the limit. */
export async function countAttempt(
  context: Pick<StorefrontRequestContext, 'db' | 'now'>,
  bucket: string,
  limit: Limit,
): Promise<boolean> {
  const windowStart = new Date(Math.floor(context.now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await context.db
    .insert(storefrontRateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [storefrontRateLimits.bucket, storefrontRateLimits.windowStart],
      set: { hits: sql`${storefrontRateLimits.hits} + 1` },
    })
    .returning({ hits: storefrontRateLimits.hits });
  return (row?.hits ?? 0) <= limit.max;
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
