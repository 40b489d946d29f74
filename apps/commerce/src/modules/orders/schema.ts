/**
 * Orders with their line items and fulfilments. Line items keep a snapshot of title, SKU
 * and prices at the time of the order; money is integer minor units plus currency.
 */

import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CartAttribute } from '../carts/schema';
import { customers } from '../customers/schema';

/** Shopify's order numbers start at 1001; the name is '#' plus the number. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const FINANCIAL_STATUSES = [
  'AUTHORIZED',
  'PAID',
  'PARTIALLY_PAID',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'VOIDED',
] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** Spec 4: an order is unfulfilled (in progress) or fulfilled (shipped). */
export const FULFILLMENT_STATUSES = [
  'UNFULFILLED',
  'IN_PROGRESS',
  'PARTIALLY_FULFILLED',
  'FULFILLED',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const CANCEL_REASONS = [
  'CUSTOMER',
  'DECLINED',
  'FRAUD',
  'INVENTORY',
  'OTHER',
  'STAFF',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export interface OrderAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  province: string | null;
  country: string | null;
  countryCode: string | null;
  phone: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email'),
    phone: text('phone'),
    storeKey: text('store_key').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** VAT included in the total (prices are gross). */
    taxMinor: integer('tax_minor').notNull(),
    financialStatus: text('financial_status', { enum: FINANCIAL_STATUSES }).notNull(),
    fulfillmentStatus: text('fulfillment_status', { enum: FULFILLMENT_STATUSES }).notNull(),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    customAttributes: jsonb('custom_attributes').$type<CartAttribute[]>().notNull().default([]),
    /** The cart the checkout turned into this order: one order per cart (issue 7). */
    cartToken: text('cart_token').unique(),
    /** The order button press that placed it; a retry with the same key finds this order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** 'invoice' or 'test-card' for checkout orders; null for orders made otherwise. */
    paymentMethod: text('payment_method'),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer_processed').on(t.customerId, t.processedAt)],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the variant no longer exists in the catalog. */
    variantId: integer('variant_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    compareAtMinor: integer('compare_at_minor'),
    /** Rented for this many months; the unit price is then the monthly rent. */
    rentalMonths: integer('rental_months'),
    customAttributes: jsonb('custom_attributes').$type<CartAttribute[]>().notNull().default([]),
    position: integer('position').notNull(),
  },
  (t) => [index('order_line_items_order').on(t.orderId, t.position)],
);

export const orderFulfillments = pgTable(
  'order_fulfillments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingCompany: text('tracking_company'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_fulfillments_order').on(t.orderId)],
);
