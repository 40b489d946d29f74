import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEVELOPMENT_PRIVATE_TOKEN, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { startSmtpInbox } from '../storefront-api/testing/smtp-inbox';
import { confirmSubscription } from './confirm';
import { buildConfirmationMail } from './newsletter-mail';
import { purgeUnconfirmedSubscriptions } from './purge-unconfirmed';
import { newsletterSubscriptions } from './schema';

interface MailboxMessage {
  to: string;
  subject: string;
  kind: string;
  text: string;
  links: string[];
}

const VOUCHER = /^NEWS-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

describe('newsletter double opt-in (development mailbox)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ipCounter = 0;
  /** Every test speaks from its own buyer IP, so only the per-IP test meets that limit. */
  const freshIp = () => {
    ipCounter += 1;
    return `198.51.100.${ipCounter}`;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const subscribe = (body: Record<string, unknown>, ip = freshIp(), privateToken = true) =>
    app.inject({
      method: 'POST',
      url: '/newsletter/subscriptions',
      headers: privateToken
        ? {
            'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
            'shopify-storefront-buyer-ip': ip,
          }
        : { 'shopify-storefront-buyer-ip': ip },
      payload: body,
    });
  const confirm = (token: unknown) =>
    app.inject({ method: 'POST', url: '/newsletter/confirmations', payload: { token } });

  const mailsTo = async (to: string): Promise<MailboxMessage[]> =>
    (
      await app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` })
    ).json().messages;

  async function waitForMails(to: string, count: number): Promise<MailboxMessage[]> {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const mails = await mailsTo(to);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`expected ${count} mails to ${to}`);
  }

  /** Mail work runs after the answer: a later mail to a marker address proves it is done. */
  async function settleMails() {
    const marker = `marker-${Date.now()}-${Math.random()}@example.com`;
    await subscribe({ email: marker, createVoucher: false, country: 'de', language: 'de' });
    await waitForMails(marker, 1);
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token');
  const rowsFor = (emailKey: string) =>
    database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailKey, emailKey));

  it('mails a localized confirmation link that confirms once and harmlessly again', async () => {
    const answer = await subscribe({
      email: 'Anna.Muster@example.com',
      createVoucher: true,
      country: 'at',
      language: 'de',
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ status: 'confirmation-sent' });

    const [mail] = await waitForMails('Anna.Muster@example.com', 1);
    expect(mail?.kind).toBe('newsletter-confirmation');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Vitalora');
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/de\/newsletter-bestaetigen\/\?token=[0-9a-f]{64}$/,
    );
    const [pending] = await rowsFor('anna.muster@example.com');
    expect(pending).toMatchObject({ status: 'pending', country: 'at', voucherCode: null });

    const first = await confirm(tokenOf(mail?.links[0] ?? ''));
    expect(first.statusCode).toBe(200);
    const confirmed = first.json();
    expect(confirmed).toMatchObject({ status: 'confirmed', language: 'de' });
    expect(confirmed.voucher.code).toMatch(VOUCHER);
    expect(confirmed.voucher.percent).toBe(10);

    const again = await confirm(tokenOf(mail?.links[0] ?? ''));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(confirmed);
    const rows = await rowsFor('anna.muster@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('confirmed');
  });

  it('answers a confirmed address exactly like a new one and mails it nothing', async () => {
    await subscribe({
      email: 'known@example.com',
      createVoucher: false,
      country: 'fr',
      language: 'fr',
    });
    const [mail] = await waitForMails('known@example.com', 1);
    expect(mail?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Vitalora');
    const confirmed = await confirm(tokenOf(mail?.links[0] ?? ''));
    expect(confirmed.json().voucher).toBeNull();

    const known = await subscribe({
      email: 'KNOWN@example.com',
      createVoucher: true,
      country: 'de',
      language: 'de',
    });
    const unknown = await subscribe({
      email: 'unknown@example.com',
      createVoucher: true,
      country: 'de',
      language: 'de',
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await settleMails();
    expect(await mailsTo('KNOWN@example.com')).toHaveLength(0);
    expect(await mailsTo('known@example.com')).toHaveLength(1);
    expect(await rowsFor('known@example.com')).toMatchObject([
      { status: 'confirmed', language: 'fr', country: 'fr' },
    ]);
  });

  it('sends a pending address a new link in its new language', async () => {
    await subscribe({
      email: 'twice@example.com',
      createVoucher: false,
      country: 'de',
      language: 'de',
    });
    await waitForMails('twice@example.com', 1);
    await subscribe({
      email: 'twice@example.com',
      createVoucher: true,
      country: 'pl',
      language: 'pl',
    });
    const [latest, earlier] = await waitForMails('twice@example.com', 2);
    expect(latest?.subject).toBe('Potwierdź zapis do newslettera Vitalora');
    expect(latest?.links[0]).toMatch(/\/pl\/potwierdz-newsletter\/\?token=/);
    // Only the newest link confirms; the older one is replaced.
    expect((await confirm(tokenOf(earlier?.links[0] ?? ''))).statusCode).toBe(404);
    const confirmed = await confirm(tokenOf(latest?.links[0] ?? ''));
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', language: 'pl' });
    expect(confirmed.json().voucher.code).toMatch(VOUCHER);
  });

  it.each([
    [
      'an invalid e-mail',
      { email: 'not-an-address', createVoucher: false, country: 'de', language: 'de' },
    ],
    ['an empty e-mail', { email: '', createVoucher: false, country: 'de', language: 'de' }],
    [
      'an unknown country',
      { email: 'bad1@example.com', createVoucher: false, country: 'us', language: 'de' },
    ],
    [
      'an unknown language',
      { email: 'bad2@example.com', createVoucher: false, country: 'de', language: 'xx' },
    ],
    [
      'a text voucher flag',
      { email: 'bad3@example.com', createVoucher: 'yes', country: 'de', language: 'de' },
    ],
    [
      'a NUL in the e-mail',
      { email: 'bad4\u0000@example.com', createVoucher: false, country: 'de', language: 'de' },
    ],
  ])('rejects %s with 400 and stores nothing', async (_case, body) => {
    const rowsBefore = (await database.db.select().from(newsletterSubscriptions)).length;
    const answer = await subscribe(body);
    expect(answer.statusCode).toBe(400);
    // Schema errors name the field; a NUL anywhere is refused by the input guard first.
    expect(answer.json().message).toMatch(/^(Invalid request|Text must not contain NUL)/);
    await settleMails();
    // Only the marker address of settleMails was added, and only it got a mail.
    const rowsAfter = await database.db.select().from(newsletterSubscriptions);
    expect(rowsAfter).toHaveLength(rowsBefore + 1);
    const latest = (await mailsTo(''))[0];
    expect(latest?.to).toMatch(/^marker-/);
    expect((await mailsTo('')).filter((mail) => mail.to.startsWith('bad'))).toHaveLength(0);
  });

  it('rejects a body that is no JSON object with 4xx', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toMatch(/at .*\.ts/);
  });

  it('answers 404 for unknown or malformed confirmation tokens', async () => {
    expect((await confirm('0'.repeat(64))).statusCode).toBe(404);
    expect((await confirm('not a token')).statusCode).toBe(404);
    expect((await confirm(42)).statusCode).toBe(404);
  });

  it('limits requests per address, whoever sends them', async () => {
    const body = {
      email: 'limited@example.com',
      createVoucher: false,
      country: 'de',
      language: 'de',
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await subscribe(body)).statusCode).toBe(202);
    }
    const refused = await subscribe(body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many/);
  });

  it('limits requests per buyer IP, trusting the named IP only with the private token', async () => {
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await subscribe(
        { email: `ip${attempt}@example.com`, createVoucher: false, country: 'de', language: 'de' },
        ip,
      );
      expect(answer.statusCode).toBe(202);
    }
    const refused = await subscribe(
      { email: 'ip-over@example.com', createVoucher: false, country: 'de', language: 'de' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(await rowsFor('ip-over@example.com')).toHaveLength(0);
    // Another shopper behind the same storefront is not affected.
    const other = await subscribe(
      { email: 'ip-other@example.com', createVoucher: false, country: 'de', language: 'de' },
      '203.0.113.78',
    );
    expect(other.statusCode).toBe(202);
    // Without the private token the named IP is ignored: the socket's address counts.
    const untrusted = await subscribe(
      { email: 'ip-untrusted@example.com', createVoucher: false, country: 'de', language: 'de' },
      '203.0.113.79',
      false,
    );
    expect(untrusted.statusCode).toBe(202);
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailKey, 'ip-untrusted@example.com'));
    expect(row?.status).toBe('pending');
  });

  it('lets a link expire after 30 days unconfirmed, then purges the address', async () => {
    await subscribe({
      email: 'late@example.com',
      createVoucher: true,
      country: 'de',
      language: 'de',
    });
    await subscribe({
      email: 'kept@example.com',
      createVoucher: false,
      country: 'de',
      language: 'de',
    });
    const [late] = await waitForMails('late@example.com', 1);
    const [kept] = await waitForMails('kept@example.com', 1);
    expect((await confirm(tokenOf(kept?.links[0] ?? ''))).statusCode).toBe(200);

    const day = 24 * 60 * 60 * 1000;
    const inDays = (days: number) => ({ db: database.db, now: new Date(Date.now() + days * day) });
    const lateToken = tokenOf(late?.links[0] ?? '') ?? '';
    expect(await confirmSubscription(inDays(31), lateToken)).toEqual({ kind: 'unknown-link' });
    expect(await purgeUnconfirmedSubscriptions(database.db, inDays(29).now)).toBe(0);
    expect(await purgeUnconfirmedSubscriptions(database.db, inDays(31).now)).toBeGreaterThan(0);
    expect(await rowsFor('late@example.com')).toHaveLength(0);
    expect(await rowsFor('kept@example.com')).toMatchObject([{ status: 'confirmed' }]);
    // Confirmed long ago still answers harmlessly.
    expect((await confirm(tokenOf(kept?.links[0] ?? ''))).statusCode).toBe(200);
  });

  it('builds the mail in every language with the brand and an escaped link', () => {
    for (const language of ['de', 'fr', 'en', 'nl', 'it', 'pl', 'es'] as const) {
      const mail = buildConfirmationMail({
        language,
        brandName: 'Nordpuls',
        to: 'a@example.com',
        link: 'https://shop.example/x?a=1&b=<2>',
      });
      expect(mail.subject).toContain('Nordpuls');
      expect(mail.text).toContain('https://shop.example/x?a=1&b=<2>');
      expect(mail.html).toContain('href="https://shop.example/x?a=1&amp;b=&lt;2&gt;"');
    }
  });
});

describe('newsletter confirmation over real SMTP', () => {
  it('delivers the confirmation mail to the SMTP server', async () => {
    const inbox = await startSmtpInbox();
    const database = await createTestDatabase();
    const settings = loadConfig({ SMTP_URL: inbox.url, STOREFRONT_URL: 'https://shop.example' });
    const app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: settings.storefrontApi,
    });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/newsletter/subscriptions',
        payload: { email: 'smtp@example.com', createVoucher: true, country: 'es', language: 'es' },
      });
      expect(answer.statusCode).toBe(202);
      const mail = await inbox.waitFor('smtp@example.com');
      expect(mail.subject).toBe('Confirma tu suscripción al boletín de Vitalora');
      const link = mail.links.find((candidate) => candidate.includes('token='));
      expect(link).toMatch(
        /^https:\/\/shop\.example\/es\/confirmar-newsletter\/\?token=[0-9a-f]{64}$/,
      );
      const confirmed = await app.inject({
        method: 'POST',
        url: '/newsletter/confirmations',
        payload: { token: new URL(link ?? '').searchParams.get('token') },
      });
      expect(confirmed.json()).toMatchObject({ status: 'confirmed', language: 'es' });
    } finally {
      await app.close();
      await database.close();
      await inbox.close();
    }
  });
});
