/**
 * What the shopper entered in the checkout, per cart (issue 7): contact, shipping address,
 * payment method and the customer the checkout is linked to. It goes with its cart (the
 * cart purge removes both); the placed order keeps its own copy.
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from '../carts/schema';
import { customers } from '../customers/schema';

/** The shipping address as validated with the cart store's rules (spec 5), trimmed. */
export interface CheckoutAddressRecord {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  phone: string;
  /** Lowercase delivery country, served by the cart's store. */
  countryCode: string;
  province: string;
}

export const checkoutDetails = pgTable('checkout_details', {
  cartToken: text('cart_token')
    .primaryKey()
    .references(() => carts.token, { onDelete: 'cascade' }),
  email: text('email'),
  shippingAddress: jsonb('shipping_address').$type<CheckoutAddressRecord>(),
  paymentMethod: text('payment_method', { enum: ['invoice', 'test-card'] }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
