/** Product reviews: submitted, then checked before publication (spec 4 Review). */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema';

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    /** Stored trimmed and in lower case: the spam guard allows one review per email and product. */
    email: text('email').notNull(),
    authorName: text('author_name').notNull(),
    locale: text('locale').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_status').on(t.productId, t.status, t.createdAt),
    uniqueIndex('reviews_product_email').on(t.productId, t.email),
  ],
);
