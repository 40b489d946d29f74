/**
 * The outbox: every mail is stored here first, in the transaction of the change that
 * causes it where there is one. With SMTP_URL the delivery worker sends pending mails and
 * marks them sent; without it they are kept for the development mailbox page, so
 * activation and reset links work on a laptop.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * pending: waiting for (another) delivery attempt; sent: accepted by the SMTP server;
 * failed: gave up after the maximum number of attempts; mailbox: no SMTP was configured,
 * the mail is only for the development mailbox and is never sent.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'mailbox'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for, e.g. 'customer-reset'; for the mailbox page and tests. */
    kind: text('kind').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('mailbox'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is due for its next attempt (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker claimed the mail until then; another takes it only once the lease ran out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_at').on(t.createdAt),
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
  ],
);
