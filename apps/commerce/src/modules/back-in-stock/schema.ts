import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from '../catalog/schema';

/**
 * Back-in-stock requests (spec 2.6, 5, 9): one per email and variant, given with consent;
 * notified once when the variant's stock rises above zero, deleted after six months.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** Trimmed and in lower case, so one address is one request per variant. */
    email: text('email').notNull(),
    /** Language of the notice mail. */
    language: text('language').notNull(),
    /** The store whose shop the request came from: the mail links to the product there. */
    storeKey: text('store_key').notNull(),
    /** When the shopper accepted the consent text (spec 5), kept as proof. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the notice went out; the request is then done. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_variant_email').on(t.variantId, t.email),
    index('back_in_stock_requests_created_at').on(t.createdAt),
  ],
);
