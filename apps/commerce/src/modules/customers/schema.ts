/**
 * Customer accounts of the Storefront API: credentials (argon2id hashes only), access
 * tokens and one-time tokens stored as SHA-256 digests, and the address book.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Shopify's customer states: invited accounts are activated or declined by the invitee. */
export const CUSTOMER_STATES = ['enabled', 'invited', 'disabled', 'declined'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Lower-cased address; one account per address. */
    emailNormalized: text('email_normalized').notNull(),
    /** Null for invited accounts that have not set a password yet. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    state: text('state', { enum: CUSTOMER_STATES }).notNull().default('enabled'),
    /** Language of the account's mails; the language the customer registered in. */
    language: text('language').notNull(),
    storeKey: text('store_key').notNull(),
    defaultAddressId: integer('default_address_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_normalized').on(t.emailNormalized)],
);

export const customerAccessTokens = pgTable(
  'customer_access_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the customer's hands. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_access_tokens_hash').on(t.tokenHash),
    index('customer_access_tokens_customer').on(t.customerId),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'reset'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** Activation and password-reset tokens: single use, expiring, stored as digests. */
export const customerOneTimeTokens = pgTable(
  'customer_one_time_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_one_time_tokens_hash').on(t.tokenHash),
    index('customer_one_time_tokens_customer').on(t.customerId, t.purpose),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    zip: text('zip'),
    province: text('province'),
    /** Country as entered; countryCode is the ISO code when it names a known country. */
    country: text('country'),
    countryCode: text('country_code'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId, t.id)],
);
