/**
 * Carts of the Storefront API. A cart belongs to one store (market, currency) chosen when
 * it is created; its lines reference catalog variants and keep their attributes as sent.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface CartAttribute {
  key: string;
  value: string;
}

export const carts = pgTable('carts', {
  /** 128 random bits; the cart's global id is gid://shopify/Cart/<token>. */
  token: text('token').primaryKey(),
  storeKey: text('store_key').notNull(),
  /** The buyer's country as sent (may be a delivery country without its own store). */
  countryCode: text('country_code'),
  customerId: integer('customer_id'),
  email: text('email'),
  phone: text('phone'),
  note: text('note'),
  attributes: jsonb('attributes').$type<CartAttribute[]>().notNull().default([]),
  /**
   * Set when the checkout placed the order: the cart is closed, reads answer null and
   * changes are refused, as Shopify does with a completed cart (issue 7).
   */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Touched by every change. Deliberately not indexed: an index on it made every touch
   * a non-HOT update (new entries in every index of the table, WAL and bloat on each
   * "add to cart"); the hourly purge reads the table once instead (decision in
   * docs/decisions.md, bench/README.md Storefront API fifth pass).
   */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey(),
    cartToken: text('cart_token')
      .notNull()
      .references(() => carts.token, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<CartAttribute[]>().notNull().default([]),
    /** Order of first addition; lines are listed in this order. */
    position: integer('position').notNull(),
  },
  (t) => [index('cart_lines_cart').on(t.cartToken, t.position)],
);
