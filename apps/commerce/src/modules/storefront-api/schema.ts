/**
 * Fixed-window counters for the Storefront API's rate limits. They live in the database so
 * that every instance behind a load balancer counts the same attempts.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const storefrontRateLimits = pgTable(
  'storefront_rate_limits',
  {
    /** E.g. 'login:ip:203.0.113.9' or 'recover:account:<sha-256 of the e-mail>'. */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
