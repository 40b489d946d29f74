/**
 * Reviews through the commerce service's own API and the operator commands, on a real
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL): submitted reviews wait for
 * approval, bad input changes nothing, the spam guard and rate limit hold.
 */
import { REVIEW_PAGE_SIZE } from '@shop/search-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runOperatorCommand } from '../../cli/operator-commands';
import { DEVELOPMENT_PRIVATE_TOKEN, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { variants } from '../catalog/schema';
import { orderLineItems, orders } from '../orders/schema';
import { searchOffers } from '../search/schema';
import { storefrontRateLimits } from '../storefront-api/schema';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../storefront-api/testing/catalog-fixture';
import { reviews } from './schema';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalog: CatalogFixture;
const config = loadConfig({});
const printed: string[] = [];
const operator = (...argv: string[]) =>
  runOperatorCommand(argv, { db: database.db, config, print: (line) => printed.push(line) });

let nextIp = 1;
/** Each test submits from its own address, so the rate limit counts only what it sends. */
let shopper = '';

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
      'shopify-storefront-buyer-ip': shopper,
      ...headers,
    },
  });
const listReviews = async (query: string) =>
  app.inject({ method: 'GET', url: `/api/reviews?${query}` });
const storedReviews = () => database.db.select().from(reviews);

const review = (overrides: Record<string, unknown> = {}) => ({
  productId: catalog.monitorProductId,
  rating: 4,
  title: 'Misst zuverlässig',
  comment: 'Einfach zu bedienen, die Werte stimmen mit der Praxis überein.',
  email: 'Leser@Example.com',
  language: 'de',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertCatalogFixture(database.db);
  app = await buildApp({ database, logLevel: 'silent', operatorConfig: config });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(reviews);
  shopper = `203.0.113.${nextIp++}`;
});

describe('POST /api/reviews', () => {
  it('stores a review unpublished; it shows only after reviews:approve', async () => {
    const answer = await submit(review());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ status: 'pending' });
    const [stored] = await storedReviews();
    expect(stored).toMatchObject({
      status: 'pending',
      email: 'leser@example.com',
      rating: 4,
      locale: 'de',
      verifiedPurchase: false,
    });

    const before = await listReviews(`productId=${catalog.monitorProductId}`);
    expect(before.json()).toEqual({ items: [], total: 0, nextOffset: null });

    await operator('reviews:list-pending');
    expect(printed.at(-1)).toContain(`#${stored!.id} product ${catalog.monitorProductId} · 4★`);
    await operator('reviews:approve', String(stored!.id));
    expect(printed.at(-1)).toBe(
      `Review #${stored!.id} of product ${catalog.monitorProductId} is published.`,
    );

    const after = (await listReviews(`productId=${catalog.monitorProductId}`)).json();
    expect(after.total).toBe(1);
    expect(after.items[0]).toMatchObject({
      id: stored!.id,
      title: 'Misst zuverlässig',
      verifiedPurchase: false,
      language: 'de',
    });
    expect(JSON.stringify(after)).not.toContain('example.com');
    // Search documents follow: the tile's rating counts the approved review.
    const [offer] = await database.db
      .select()
      .from(searchOffers)
      .where(eq(searchOffers.productId, catalog.monitorProductId));
    expect(offer?.reviewCount).toBe(1);
    expect(offer?.ratingCentis).toBe(400);

    await operator('reviews:approve', String(stored!.id));
    expect(printed.at(-1)).toMatch(/was already published/);
  });

  it('flags a review as verified purchase when the email ordered the product', async () => {
    const [order] = await database.db
      .insert(orders)
      .values({
        email: 'Buyer@example.com',
        storeKey: 'de',
        language: 'de',
        currency: 'EUR',
        subtotalMinor: 7999,
        shippingMinor: 0,
        totalMinor: 7999,
        taxMinor: 1277,
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
      })
      .returning();
    await database.db.insert(orderLineItems).values({
      orderId: order!.id,
      variantId: catalog.monitorVariantId,
      title: 'BP 100',
      quantity: 1,
      unitPriceMinor: 7999,
      position: 0,
    });
    expect((await submit(review({ email: 'buyer@example.com' }))).statusCode).toBe(202);
    const [cuff] = await database.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.id, catalog.cuffVariantId));
    expect(
      (await submit(review({ email: 'buyer@example.com', productId: cuff!.productId }))).statusCode,
    ).toBe(202);
    const stored = await storedReviews();
    expect(
      stored.map((row) => [row.productId, row.verifiedPurchase]).sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual(
      [
        [catalog.monitorProductId, true],
        [cuff!.productId, false],
      ].sort((a, b) => +a[0]! - +b[0]!),
    );
  });

  it('keeps one review per email and product, answering a repeat like the first', async () => {
    expect((await submit(review())).statusCode).toBe(202);
    const repeat = await submit(review({ email: ' LESER@example.COM ', title: 'Nochmal' }));
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual({ status: 'pending' });
    const stored = await storedReviews();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.title).toBe('Misst zuverlässig');
  });

  it.each([
    ['no email', { email: undefined }],
    ['an invalid email', { email: 'leser@example' }],
    ['an empty title', { title: '   ' }],
    ['no comment', { comment: undefined }],
    ['a comment over 5000 characters', { comment: 'x'.repeat(5001) }],
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 3.5', { rating: 3.5 }],
    ['a rating as text', { rating: '5' }],
    ['a NUL character', { title: 'a\u0000b' }],
    ['an unknown language', { language: 'xx' }],
    ['an unknown field', { approved: true }],
    ['a product id as text', { productId: 'one' }],
    ['a body that is no JSON', '{"rating":'],
  ])('answers 400 to %s and stores nothing', async (_case, body) => {
    const answer = await submit(typeof body === 'string' ? body : review(body));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(answer.json().message).not.toMatch(/select|insert|stack/i);
    expect(await storedReviews()).toHaveLength(0);
  });

  it('answers 404 for a product that does not exist, storing nothing', async () => {
    const answer = await submit(review({ productId: 999_999 }));
    expect(answer.statusCode).toBe(404);
    expect(await storedReviews()).toHaveLength(0);
  });

  it('limits submissions per shopper IP; only the server token may name the IP', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await submit(review({ email: `r${index}@example.com` }))).statusCode).toBe(202);
    }
    const sixth = await submit(review({ email: 'r5@example.com' }));
    expect(sixth.statusCode).toBe(429);
    expect(await storedReviews()).toHaveLength(5);
    // Another shopper behind the same storefront is not affected.
    shopper = '198.51.100.7';
    expect((await submit(review({ email: 'r6@example.com' }))).statusCode).toBe(202);
    // Without the token a named IP is ignored: the caller's own address counts.
    await database.db.delete(storefrontRateLimits);
    const forged = { 'shopify-storefront-private-token': 'wrong-token-wrong-token' };
    for (let index = 0; index < 5; index += 1) {
      shopper = `192.0.2.${index}`;
      expect((await submit(review({ email: `f${index}@example.com` }), forged)).statusCode).toBe(
        202,
      );
    }
    shopper = '192.0.2.99';
    expect((await submit(review({ email: 'f9@example.com' }), forged)).statusCode).toBe(429);
  });
});

describe('GET /api/reviews', () => {
  it('pages through published reviews, newest first, leaving pending ones out', async () => {
    const start = Date.UTC(2026, 0, 1);
    await database.db.insert(reviews).values(
      Array.from({ length: 25 }, (_, index) => ({
        productId: catalog.monitorProductId,
        rating: (index % 5) + 1,
        title: `Review ${index}`,
        comment: 'Gut.',
        email: `p${index}@example.com`,
        authorName: `Kunde ${index}`,
        locale: 'de',
        verifiedPurchase: index % 2 === 0,
        status: index === 24 ? ('pending' as const) : ('published' as const),
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const first = (await listReviews(`productId=${catalog.monitorProductId}&count=10`)).json();
    expect(first.total).toBe(24);
    expect(first.items.map((item: { title: string }) => item.title).slice(0, 3)).toEqual([
      'Review 23',
      'Review 22',
      'Review 21',
    ]);
    expect(first.items).toHaveLength(10);
    expect(first.nextOffset).toBe(10);
    expect(first.items[0].verifiedPurchase).toBe(false);
    expect(first.items[1].verifiedPurchase).toBe(true);
    const firstDefault = (await listReviews(`productId=${catalog.monitorProductId}`)).json();
    expect(firstDefault.items).toHaveLength(REVIEW_PAGE_SIZE);
    expect(firstDefault.nextOffset).toBe(REVIEW_PAGE_SIZE);
    const last = (
      await listReviews(`productId=${catalog.monitorProductId}&offset=20&count=10`)
    ).json();
    expect(last.items.map((item: { title: string }) => item.title)).toEqual([
      'Review 3',
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
    expect(last.nextOffset).toBeNull();
  });

  it.each([
    'productId=abc',
    'productId=1&offset=-1',
    'productId=1&count=0',
    'productId=1&count=51',
    'offset=0',
    'productId=1&sort=oldest',
  ])('answers 400 to %s', async (query) => {
    expect((await listReviews(query)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await listReviews('productId=999999')).statusCode).toBe(404);
  });
});

describe('reviews:reject and mistakes in review commands', () => {
  it('rejects a review so that it never shows', async () => {
    await submit(review());
    const [stored] = await storedReviews();
    await operator('reviews:reject', String(stored!.id));
    expect(printed.at(-1)).toMatch(/is rejected/);
    await expect(operator('reviews:approve', 'abc')).rejects.toThrow(/by its id/);
    await expect(operator('reviews:approve', '999999')).rejects.toThrow(/No review #999999/);
    expect((await listReviews(`productId=${catalog.monitorProductId}`)).json().total).toBe(0);
  });
});

describe('POST /dev/operator/commands', () => {
  const command = (argv: unknown, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/dev/operator/commands',
      payload: { argv },
      remoteAddress,
    });

  it('runs an admin command in the running service and answers its lines', async () => {
    await submit(review());
    const [stored] = await storedReviews();
    const answer = await command(['reviews:approve', String(stored!.id)]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().lines).toEqual([
      `Review #${stored!.id} of product ${catalog.monitorProductId} is published.`,
    ]);
  });

  it('answers 400 to a mistaken command and 403 to other machines', async () => {
    const mistaken = await command(['reviews:approve']);
    expect(mistaken.statusCode).toBe(400);
    expect(mistaken.json().message).toMatch(/by its id/);
    expect((await command('reviews:list-pending')).statusCode).toBe(400);
    expect((await command(['reviews:list-pending'], '10.1.2.3')).statusCode).toBe(403);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({
      database,
      logLevel: 'silent',
      operatorConfig: { ...config, production: true },
    });
    try {
      const answer = await production.inject({
        method: 'POST',
        url: '/dev/operator/commands',
        payload: { argv: ['reviews:list-pending'] },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
