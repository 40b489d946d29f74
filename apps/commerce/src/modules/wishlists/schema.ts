/** The account's wish list: product ids per customer, in the order they were added. */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema';
import { customers } from '../customers/schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // A product that leaves the catalog leaves every wish list with it.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Order of the list, oldest first, as the browser's favorites. */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('wishlist_items_customer_position').on(t.customerId, t.position),
  ],
);
