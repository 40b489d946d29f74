/**
 * Sends the shop's mails: through SMTP when SMTP_URL is set, otherwise into the outbox
 * table that the development mailbox page lists (ARCHITECTURE: Mail). Mail work runs in the
 * background so that an answer never waits for, or reveals anything through, a mail.
 */
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
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Runs mail work after the answer has gone out. Failures are logged, never thrown: a
   * shopper's request must not fail because a mail server is slow or down.
   */
  runInBackground(task: () => Promise<void>): void;
  /** Resolves when all background work has finished (shutdown and tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  db: Database;
  onError: (error: unknown) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      return;
    }
    await options.db.insert(mailOutbox).values({
      recipient: mail.to,
      sender: options.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
    });
  }

  return {
    send,
    runInBackground(task) {
      const run = (async () => {
        // Let the current request finish first; then do the work.
        await new Promise((resolve) => setImmediate(resolve));
        await task();
      })()
        .catch(options.onError)
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
