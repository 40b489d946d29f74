/**
 * Back-in-stock through the commerce service's API, the stock commands and the development
 * mailbox, on a real database: a request for a sold-out variant is stored once, the stock
 * rising above zero mails the shopper in the request's language, old requests are purged.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runOperatorCommand } from '../../cli/operator-commands';
import { DEVELOPMENT_PRIVATE_TOKEN, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { variants } from '../catalog/schema';
import { createMailer } from '../mail/mailer';
import { mailOutbox } from '../mail/schema';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../storefront-api/testing/catalog-fixture';
import { backInStockRequests } from './schema';
import { sendBackInStockNotices } from './send-notices';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalog: CatalogFixture;
const config = loadConfig({ STOREFRONT_URL: 'http://shop.test' });
const printed: string[] = [];
const operator = (...argv: string[]) =>
  runOperatorCommand(argv, { db: database.db, config, print: (line) => printed.push(line) });

let nextIp = 1;
let shopper = '';
const requestNotice = (body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/back-in-stock',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
      'shopify-storefront-buyer-ip': shopper,
    },
  });
const notice = (overrides: Record<string, unknown> = {}) => ({
  email: 'Wartend@Example.com',
  consent: true,
  variantId: catalog.soldOutVariantId,
  language: 'fr',
  store: 'de',
  ...overrides,
});
const storedRequests = () => database.db.select().from(backInStockRequests);
const mailbox = async (to: string) =>
  (
    await app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}` })
  ).json().messages as { subject: string; kind: string; text: string; links: string[] }[];
const setSpareStock = (quantity: number) =>
  operator('stock:set', '--article', 'SPARE-1-1', '--quantity', String(quantity));

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertCatalogFixture(database.db);
  app = await buildApp({ database, logLevel: 'silent', storefrontApi: config.storefrontApi });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(backInStockRequests);
  await database.db.delete(mailOutbox);
  await database.db
    .update(variants)
    .set({ stockQuantity: 0 })
    .where(eq(variants.id, catalog.soldOutVariantId));
  shopper = `203.0.113.${nextIp++}`;
});

describe('POST /api/back-in-stock', () => {
  it('stores one request per email and variant', async () => {
    const first = await requestNotice(notice());
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'registered' });
    expect((await requestNotice(notice({ email: 'wartend@example.com ' }))).statusCode).toBe(202);
    const stored = await storedRequests();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'wartend@example.com',
      language: 'fr',
      storeKey: 'de',
      notifiedAt: null,
    });
  });

  it.each([
    ['no consent', { consent: undefined }],
    ['consent refused', { consent: false }],
    ['consent as text', { consent: 'yes' }],
    ['no email', { email: undefined }],
    ['an invalid email', { email: 'wartend@' }],
    ['an unknown store', { store: 'us' }],
    ['an unknown language', { language: 'sv' }],
    ['a variant id as text', { variantId: 'SPARE-1-1' }],
    ['an unknown field', { notifyAll: true }],
    ['a body that is no JSON', 'consent=true'],
  ])('answers 400 to %s and stores nothing', async (_case, body) => {
    const answer = await requestNotice(typeof body === 'string' ? body : notice(body));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await storedRequests()).toHaveLength(0);
  });

  it('refuses variants that are in stock, unknown, offline or not sold in the store', async () => {
    const inStock = await requestNotice(notice({ variantId: catalog.monitorVariantId }));
    expect(inStock.statusCode).toBe(409);
    expect((await requestNotice(notice({ variantId: 999_999 }))).statusCode).toBe(404);
    expect((await requestNotice(notice({ variantId: catalog.offlineVariantId }))).statusCode).toBe(
      404,
    );
    expect((await requestNotice(notice({ store: 'ch' }))).statusCode).toBe(404);
    expect(await storedRequests()).toHaveLength(0);
  });

  it('limits requests per shopper IP', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await requestNotice(notice({ email: `n${index}@example.com` }))).statusCode).toBe(
        202,
      );
    }
    expect((await requestNotice(notice({ email: 'n20@example.com' }))).statusCode).toBe(429);
    expect(await storedRequests()).toHaveLength(20);
  });
});

describe('stock rising above zero', () => {
  it('mails the waiting shopper once, in the request language, and marks the request done', async () => {
    await requestNotice(notice());
    await requestNotice(notice({ email: 'autre@example.com', language: 'pl' }));
    await setSpareStock(3);
    expect(printed.at(-1)).toBe(
      'Back-in-stock notices: 2 sent, 0 failed (run back-in-stock:send to retry).',
    );

    const [french] = await mailbox('wartend@example.com');
    expect(french?.kind).toBe('back-in-stock');
    expect(french?.subject).toBe('Ersatzschlauch est de nouveau disponible');
    expect(french?.text).toContain('est de nouveau en stock chez Vitalora');
    expect(french?.links).toEqual([`http://shop.test/fr/p/${await spareProductId()}`]);
    const [polish] = await mailbox('autre@example.com');
    expect(polish?.subject).toBe('Ersatzschlauch jest znowu dostępny');
    expect((await storedRequests()).every((request) => request.notifiedAt !== null)).toBe(true);

    // More stock is no news: nobody is mailed twice.
    await setSpareStock(8);
    expect(await mailbox('wartend@example.com')).toHaveLength(1);
  });

  it('mails nobody while the stock stays at zero, and re-arms a done request', async () => {
    await requestNotice(notice());
    await setSpareStock(0);
    expect(await mailbox('wartend@example.com')).toHaveLength(0);
    await setSpareStock(1);
    await setSpareStock(0);
    // Sold out again: the same shopper asks again and hears about the next restock too.
    expect((await requestNotice(notice())).statusCode).toBe(202);
    expect(await storedRequests()).toHaveLength(1);
    await operator('catalog:set-stock', '--article', 'SPARE-1-1', '--quantity', '2');
    expect(await mailbox('wartend@example.com')).toHaveLength(2);
  });

  it('queues the notice with its claim, so an SMTP outage delays it and loses nothing', async () => {
    await requestNotice(notice());
    await database.db
      .update(variants)
      .set({ stockQuantity: 4 })
      .where(eq(variants.id, catalog.soldOutVariantId));
    // A real SMTP client against a port where no server listens.
    const unreachable = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9/?connectionTimeout=2000',
      from: 'shop@localhost',
      db: database.db,
      onError: () => {},
      deliver: false,
    });
    const summary = await sendBackInStockNotices(database.db, unreachable, {
      storefrontUrl: 'http://shop.test',
      brandName: 'Vitalora',
      now: new Date(),
    });
    await unreachable.close();
    expect(summary).toEqual({ sent: 1, failed: 0 });
    expect((await storedRequests())[0]?.notifiedAt).not.toBeNull();
    // The mail waits in the outbox (the development mailbox lists it) for the next delivery.
    expect(await mailbox('wartend@example.com')).toHaveLength(1);

    // A second run finds nothing due: the shopper is mailed once.
    await operator('back-in-stock:send');
    expect(printed.at(-1)).toBe('Back-in-stock notices: 0 sent, 0 failed.');
    expect(await mailbox('wartend@example.com')).toHaveLength(1);
  });
});

describe('maintenance:purge', () => {
  it('deletes back-in-stock requests older than six months, done or not', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await database.db.insert(backInStockRequests).values([
      {
        variantId: catalog.soldOutVariantId,
        email: 'old@example.com',
        language: 'de',
        storeKey: 'de',
        consentedAt: new Date('2026-05-01T00:00:00Z'),
        createdAt: new Date('2026-05-01T00:00:00Z'),
      },
      {
        variantId: catalog.soldOutVariantId,
        email: 'old-done@example.com',
        language: 'de',
        storeKey: 'de',
        consentedAt: new Date('2026-05-21T00:00:00Z'),
        createdAt: new Date('2026-05-21T00:00:00Z'),
        notifiedAt: new Date('2026-06-01T00:00:00Z'),
      },
      {
        variantId: catalog.soldOutVariantId,
        email: 'recent@example.com',
        language: 'de',
        storeKey: 'de',
        consentedAt: new Date('2026-05-23T00:00:00Z'),
        createdAt: new Date('2026-05-23T00:00:00Z'),
      },
    ]);
    await runOperatorCommand(['maintenance:purge'], {
      db: database.db,
      config,
      print: (line) => printed.push(line),
      now,
    });
    expect(printed.at(-1)).toMatch(/^Purged 2 back-in-stock requests older than six months, /);
    expect((await storedRequests()).map((request) => request.email)).toEqual([
      'recent@example.com',
    ]);
    await expect(operator('maintenance:purge', '--all')).rejects.toThrow(/takes no options/);
  });
});

async function spareProductId(): Promise<number> {
  const [spare] = await database.db
    .select({ productId: variants.productId })
    .from(variants)
    .where(eq(variants.id, catalog.soldOutVariantId));
  return spare!.productId;
}
