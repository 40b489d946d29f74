import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { CUSTOMER_CREATE } from '../storefront-api/contract/storefront-operations';
import { GOOD_PASSWORD } from '../storefront-api/testing/account-helpers';
import {
  freeLoopbackPort,
  type SmtpInbox,
  startSmtpInbox,
} from '../storefront-api/testing/smtp-inbox';
import { callStorefront } from '../storefront-api/testing/storefront-client';
import { mailOutbox } from './schema';

async function until<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Fault test (issue 9): the SMTP server goes down while the shop runs, and the commerce
// service is restarted before it returns. Mails wait in the outbox (the database) and the
// restarted service delivers every one of them, each exactly once.
describe('SMTP outage across a restart of the commerce service', () => {
  let database: DatabaseHandle;
  let port: number;
  let inbox: SmtpInbox | null = null;
  const apps: FastifyInstance[] = [];

  const startService = async () => {
    const app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: {
        ...loadConfig({}).storefrontApi,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        storefrontUrl: 'https://shop.example',
        mailDelivery: { retryBaseMs: 40, retryMaxMs: 200, pollIntervalMs: 30, maxAttempts: 1000 },
      },
    });
    apps.push(app);
    return app;
  };
  const register = (app: FastifyInstance, email: string) =>
    callStorefront(app, CUSTOMER_CREATE, {
      input: { email, password: GOOD_PASSWORD, firstName: 'Anna', lastName: 'Ausfall' },
    });
  const outageRows = () =>
    database.db.select().from(mailOutbox).where(like(mailOutbox.recipient, 'outage%'));

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freeLoopbackPort();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await inbox?.close();
    await database.close();
  });

  it('queues mails while SMTP is down and the restarted service delivers each once', async () => {
    inbox = await startSmtpInbox(port);
    const before = await startService();
    expect((await register(before, 'outage-0@example.com')).status).toBe(200);
    await inbox.waitFor('outage-0@example.com');

    // SMTP goes away; shoppers keep registering and are answered as usual.
    await inbox.close();
    const received = inbox.mails;
    inbox = null;
    const recipients = Array.from({ length: 6 }, (_, index) => `outage-${index + 1}@example.com`);
    for (const email of recipients) expect((await register(before, email)).status).toBe(200);
    await until(async () => {
      const rows = await outageRows();
      const waiting = rows.filter((row) => row.status === 'pending');
      return waiting.length === recipients.length && waiting.every((row) => row.attempts >= 1);
    }, 'failed delivery attempts');

    // The service restarts (its worker stops) before SMTP is back.
    await before.close();
    const pending = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(pending.map((row) => row.recipient).sort()).toEqual([...recipients].sort());

    inbox = await startSmtpInbox(port);
    await startService();
    for (const email of recipients) await inbox.waitFor(email);
    await until(
      async () => (await outageRows()).every((row) => row.status === 'sent'),
      'every mail marked sent',
    );
    // A few more worker rounds: nothing is sent twice, nothing is lost.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = [...received, ...inbox.mails].flatMap((mail) => mail.to);
    expect(all.sort()).toEqual(['outage-0@example.com', ...recipients].sort());
    // Seven registrations hash passwords; a shared 2-core machine needs the margin.
  }, 120_000);
});
