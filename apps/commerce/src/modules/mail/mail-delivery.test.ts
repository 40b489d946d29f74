import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import {
  CUSTOMER_CREATE,
  CUSTOMER_RECOVER,
} from '../storefront-api/contract/storefront-operations';
import { GOOD_PASSWORD } from '../storefront-api/testing/account-helpers';
import {
  freeLoopbackPort,
  type SmtpInbox,
  startSmtpInbox,
} from '../storefront-api/testing/smtp-inbox';
import { callStorefront } from '../storefront-api/testing/storefront-client';
import { createMailer, type MailDeliverySettings } from './mailer';
import { mailOutbox } from './schema';

/** Fast retries so a test sees several attempts; the production defaults are minutes. */
const FAST: Partial<MailDeliverySettings> = {
  retryBaseMs: 40,
  retryMaxMs: 200,
  pollIntervalMs: 30,
  maxAttempts: 1000,
};

async function until<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail outbox delivery over SMTP with retries', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  let inbox: SmtpInbox | null = null;
  const rowsTo = (recipient: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freeLoopbackPort();
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: {
        ...loadConfig({}).storefrontApi,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        storefrontUrl: 'https://shop.example',
        mailDelivery: FAST,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox?.close();
    await database.close();
  });

  it('keeps mails queued while SMTP is down and delivers each once when it is back', async () => {
    const register = (email: string, lastName: string) =>
      callStorefront(app, CUSTOMER_CREATE, {
        input: { email, password: GOOD_PASSWORD, firstName: 'Anna', lastName },
      });
    // Parallel registrations for one address: only the winner's welcome mail is queued,
    // because the mail is stored in the registration's transaction.
    const answers = await Promise.all([
      register('queued@example.com', 'Eins'),
      register('queued@example.com', 'Zwei'),
      register('queued@example.com', 'Drei'),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await callStorefront(app, CUSTOMER_RECOVER, { email: 'queued@example.com' });

    // SMTP is down: both mails wait in the outbox and have been tried more than once.
    const failing = await until(async () => {
      const rows = await rowsTo('queued@example.com');
      return rows.length === 2 && rows.every((row) => row.attempts >= 2) && rows;
    }, 'retried mails');
    for (const row of failing) {
      expect(row.status).toBe('pending');
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(failing.map((row) => row.kind).sort()).toEqual(['customer-reset', 'customer-welcome']);

    // The SMTP server comes up on the configured port only now.
    inbox = await startSmtpInbox(port);
    const welcome = await inbox.waitFor('queued@example.com', (mail) =>
      mail.subject.startsWith('Willkommen'),
    );
    expect(welcome.links[0]).toMatch(/^https:\/\/shop\.example\/de\//);
    const reset = await inbox.waitFor('queued@example.com', (mail) =>
      mail.links.some((link) => link.includes('token=')),
    );
    expect(reset.links[0]).toMatch(/^https:\/\/shop\.example\/de\/.+\?id=\d+&token=[0-9a-f]{64}$/);

    const sent = await until(async () => {
      const rows = await rowsTo('queued@example.com');
      return rows.every((row) => row.status === 'sent') && rows;
    }, 'mails marked sent');
    for (const row of sent) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.lockedUntil).toBeNull();
    }
    // Give the worker a few more rounds: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails.filter((mail) => mail.to.includes('queued@example.com'))).toHaveLength(2);
  });

  // The app's own worker joins in too: three workers, each mail still sent once.
  it('sends each of many queued mails exactly once with two workers on one outbox', async () => {
    const server = inbox ?? (await startSmtpInbox(port));
    inbox = server;
    const before = server.mails.length;
    const workers = [1, 2].map(() =>
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Vitalora <shop@localhost>',
        db: database.db,
        onError: () => {},
        delivery: { ...FAST, batchSize: 3 },
      }),
    );
    const [first] = workers;
    if (!first) throw new Error('no worker');
    const recipients = Array.from({ length: 20 }, (_, index) => `bulk${index}@example.com`);
    await Promise.all(
      recipients.map((to, index) =>
        first.queue(database.db, {
          to,
          subject: `Newsletter ${index}`,
          text: 'Hallo',
          html: '<p>Hallo</p>',
          kind: 'newsletter',
        }),
      ),
    );
    await Promise.all(workers.map((worker) => worker.deliverDue()));
    await until(async () => server.mails.length - before >= recipients.length, 'all bulk mails');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.close()));
    const received = server.mails.slice(before).flatMap((mail) => mail.to);
    expect(received.sort()).toEqual([...recipients].sort());
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'newsletter'));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });
});

describe('mail outbox: giving up', () => {
  let database: DatabaseHandle;
  const rowsTo = (recipient: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives up after the maximum number of attempts and marks the mail failed', async () => {
    const downPort = await freeLoopbackPort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${downPort}`,
      from: 'Vitalora <shop@localhost>',
      db: database.db,
      onError: () => {},
      delivery: { ...FAST, maxAttempts: 3 },
    });
    await mailer.send({
      to: 'never@example.com',
      subject: 'Nie',
      text: 'x',
      html: '<p>x</p>',
      kind: 'test',
    });
    const [failed] = await until(async () => {
      const rows = await rowsTo('never@example.com');
      return rows[0]?.status === 'failed' && rows;
    }, 'a failed mail');
    expect(failed?.attempts).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await rowsTo('never@example.com'))[0]?.attempts).toBe(3);
    await mailer.close();
  });
});
