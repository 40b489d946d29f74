/**
 * Carts of the Storefront API. A cart belongs to one store (market, currency) chosen when
 * it is created; its lines reference catalog variants and keep their attributes as sent.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface CartAttribute {
  key: string;
  value: string;
}

export const carts = pgTable(
  'carts',
  {
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_updated_at').on(t.updatedAt)],
);

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
