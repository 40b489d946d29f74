/**
 * Newsletter subscriptions with double opt-in (spec 2.6, 4, 7): an address is pending until
 * the link of its confirmation mail is followed. Only the digest of the link's token is
 * stored, so a database copy cannot confirm anyone.
 */
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The address as the shopper typed it (trimmed); mails go here. */
    email: text('email').notNull(),
    /** Lower-cased address: one subscription per mailbox, whatever the spelling. */
    emailKey: text('email_key').notNull(),
    /** 'pending' until confirmed, then 'confirmed'. */
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull(),
    /** Content language of the mails and the confirmation page. */
    language: text('language').notNull(),
    /** Delivery country the shopper had chosen (lower-case code, e.g. 'ch'). */
    country: text('country').notNull(),
    /** The subscription form offered a welcome voucher (payload create_voucher). */
    createVoucher: boolean('create_voucher').notNull(),
    /** SHA-256 (hex) of the token in the latest confirmation link. */
    confirmationTokenHash: text('confirmation_token_hash').notNull(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Welcome voucher issued at confirmation when createVoucher was set. */
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.emailKey),
    uniqueIndex('newsletter_subscriptions_token').on(t.confirmationTokenHash),
    uniqueIndex('newsletter_subscriptions_voucher').on(t.voucherCode),
    index('newsletter_subscriptions_status').on(t.status),
  ],
);
