import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { CUSTOMER_RECOVER } from '../storefront-api/contract/storefront-operations';
import { registerCustomer } from '../storefront-api/testing/account-helpers';
import { callStorefront } from '../storefront-api/testing/storefront-client';
import { buildAccountMail } from './account-mails';

describe('mail outbox and development mailbox (no SMTP_URL)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const messagesTo = async (to: string) =>
    (
      await app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` })
    ).json().messages;

  async function waitForMessages(to: string, count: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const messages = await messagesTo(to);
      if (messages.length >= count) return messages;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`expected ${count} mails to ${to}`);
  }

  it('stores account mails in the outbox and lists them with their links', async () => {
    await registerCustomer(app, 'outbox@example.com', { language: 'PL' });
    await callStorefront(app, CUSTOMER_RECOVER, { email: 'outbox@example.com' });
    const [reset, welcome] = await waitForMessages('outbox@example.com', 2);
    expect(welcome).toMatchObject({ kind: 'customer-welcome', subject: 'Witamy w Vitalora' });
    expect(reset.kind).toBe('customer-reset');
    expect(reset.links[0]).toMatch(
      /^http:\/\/localhost:3000\/pl\/resetowanie-hasla\/\?id=\d+&token=[0-9a-f]{64}$/,
    );

    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Witamy w Vitalora');
    expect(page.body).toContain(`href="${reset.links[0].replaceAll('&', '&amp;')}"`);
  });

  it('is not there in production', async () => {
    const production = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...loadConfig({}).storefrontApi, devMailbox: false },
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(
        404,
      );
      expect(
        (await production.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      ...Object.fromEntries(
        ['DE', 'NL', 'BE', 'LU', 'FR', 'IT', 'AT', 'PL', 'ES', 'CH', 'IE'].map((key) => [
          `STOREFRONT_ACCESS_TOKEN_${key}`,
          `production-token-${key.toLowerCase()}-0123456789`,
        ]),
      ),
    });
    expect(config.storefrontApi.devMailbox).toBe(false);
    expect(config.storefrontApi.privateToken).toBeNull();
  });

  it('escapes what shoppers typed and carries the brand in every language', () => {
    for (const language of ['de', 'fr', 'en', 'nl', 'it', 'pl', 'es'] as const) {
      const mail = buildAccountMail({
        kind: 'reset',
        language,
        brandName: 'Nordpuls',
        to: 'a@example.com',
        firstName: '<img src=x>',
        link: 'https://shop.example/x?a=1&b=2',
      });
      expect(mail.subject).toContain('Nordpuls');
      expect(mail.html).not.toContain('<img src=x>');
      expect(mail.html).toContain('&lt;img src=x&gt;');
      expect(mail.html).toContain('href="https://shop.example/x?a=1&amp;b=2"');
    }
  });
});
