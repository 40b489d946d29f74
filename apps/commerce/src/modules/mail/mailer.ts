/**
 * The shop's mails go through the outbox table (ARCHITECTURE: Mail). `send` and `queue`
 * only store a mail; with SMTP_URL a delivery worker in this process sends pending mails,
 * retrying with exponential backoff up to a maximum number of attempts, and marks each one
 * sent once. With the SMTP server down mails wait in the outbox and go out when it is back.
 * Without SMTP_URL mails are kept for the development mailbox and never sent.
 *
 * Several processes may share one outbox: a worker claims due mails with a lease (FOR
 * UPDATE SKIP LOCKED), so no two workers send the same mail. A process that dies after
 * the SMTP server accepted a mail but before marking it sent would send it again when
 * the lease runs out; that window is the only way a mail can go out twice.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from './schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, e.g. 'customer-reset'. */
  kind: string;
}

export interface Mailer {
  /** Stores the mail in the outbox (its own statement) and wakes the delivery worker. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Stores the mail through the given database or transaction, so it is sent exactly when
   * the change that causes it commits. The worker picks it up on its next round.
   */
  queue(db: Database, mail: OutgoingMail): Promise<void>;
  /**
   * Runs mail work after the answer has gone out. Failures are logged, never thrown: a
   * shopper's request must not fail because of a mail.
   */
  runInBackground(task: () => Promise<void>): void;
  /** Resolves when all background work (and a delivery round in progress) has finished. */
  idle(): Promise<void>;
  /** Delivers what is due now (the worker does this by itself; for tests and the CLI). */
  deliverDue(): Promise<void>;
  close(): Promise<void>;
}

export interface MailDeliverySettings {
  /** First retry after this long; each further one waits twice as long… */
  retryBaseMs: number;
  /** …but never longer than this. */
  retryMaxMs: number;
  /** After this many failed attempts the mail is marked failed and not tried again. */
  maxAttempts: number;
  /** How often the worker looks for due mails (mails queued in transactions, retries). */
  pollIntervalMs: number;
  /** How long a claimed mail stays with its worker before another may take it. */
  leaseMs: number;
  /** Mails claimed per round. */
  batchSize: number;
}

/** 20 attempts from 5 s doubling to 1 h between tries: about 11 hours of SMTP outage. */
export const DEFAULT_MAIL_DELIVERY: MailDeliverySettings = {
  retryBaseMs: 5_000,
  retryMaxMs: 60 * 60 * 1000,
  maxAttempts: 20,
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60 * 1000,
  batchSize: 20,
};

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  db: Database;
  onError: (error: unknown) => void;
  /** Run the delivery worker in this process (default: whenever smtpUrl is set). */
  deliver?: boolean;
  delivery?: Partial<MailDeliverySettings>;
}

export function retryDelayMs(attempts: number, settings: MailDeliverySettings): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(attempts - 1, 0), settings.retryMaxMs);
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailer(options: MailerOptions): Mailer {
  const settings = { ...DEFAULT_MAIL_DELIVERY, ...options.delivery };
  const transport: Transporter | null = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        // Fail fast when the server is down; the outbox retries later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      })
    : null;
  const pending = new Set<Promise<void>>();
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  function track(work: Promise<void>): void {
    const run = work.catch(options.onError).finally(() => pending.delete(run));
    pending.add(run);
  }

  async function queue(db: Database, mail: OutgoingMail): Promise<void> {
    await db.insert(mailOutbox).values({
      recipient: mail.to,
      sender: options.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      status: transport ? 'pending' : 'mailbox',
    });
  }

  /** Claims due mails for this worker: one statement, so two workers never share one. */
  async function claimDue(now: Date): Promise<OutboxRow[]> {
    const due = options.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    return options.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + settings.leaseMs),
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
      .returning();
  }

  async function deliver(mail: OutboxRow): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: mail.sender,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      const gaveUp = mail.attempts >= settings.maxAttempts;
      await options.db
        .update(mailOutbox)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts, settings)),
          lockedUntil: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
      if (gaveUp) options.onError(error);
      return;
    }
    await options.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
  }

  async function deliverRounds(): Promise<void> {
    do {
      again = false;
      const claimed = await claimDue(new Date());
      for (const mail of claimed) await deliver(mail);
      // A full batch means more may be due right now.
      if (claimed.length === settings.batchSize) again = true;
    } while (again && !closed);
  }

  /** One delivery round at a time per process; a wake-up during a round runs another. */
  function deliverDue(): Promise<void> {
    if (!transport) return Promise.resolve();
    if (round) {
      again = true;
      return round;
    }
    round = deliverRounds().finally(() => {
      round = null;
    });
    return round;
  }

  const worker = transport !== null && options.deliver !== false;
  function schedule(): void {
    if (!worker || closed) return;
    timer = setTimeout(() => {
      track(deliverDue().finally(schedule));
    }, settings.pollIntervalMs);
    timer.unref();
  }
  schedule();

  return {
    async send(mail) {
      await queue(options.db, mail);
      if (worker) track(deliverDue());
    },
    queue,
    runInBackground(task) {
      track(
        (async () => {
          // Let the current request finish first; then do the work.
          await new Promise((resolve) => setImmediate(resolve));
          await task();
        })(),
      );
    },
    async idle() {
      while (pending.size > 0 || round) await Promise.allSettled([...pending, round]);
    },
    deliverDue,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      while (pending.size > 0 || round) await Promise.allSettled([...pending, round]);
      transport?.close();
    },
  };
}
