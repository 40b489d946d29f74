/**
 * Security of the commerce service as a caller sees it (issue 9), on a real database:
 * headers on every answer, no cross-site form posts, and every rate limit kicking in with
 * 429, a localized message and Retry-After, then expiring with its window.
 */
import { NEWSLETTER, SHOP_FORM_RATE_LIMITS } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { DEVELOPMENT_PRIVATE_TOKEN, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_RECOVER,
} from '../modules/storefront-api/contract/storefront-operations';
import { RATE_LIMITS } from '../modules/storefront-api/rate-limits';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../modules/storefront-api/testing/catalog-fixture';
import { callStorefront } from '../modules/storefront-api/testing/storefront-client';
import { createTestDatabase } from '../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalog: CatalogFixture;
const config = loadConfig({ STOREFRONT_URL: 'http://shop.test' });

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertCatalogFixture(database.db);
  app = await buildApp({ database, logLevel: 'silent', storefrontApi: config.storefrontApi });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('security headers', () => {
  const expectApiHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  it.each([
    ['a JSON answer', 'GET', '/health'],
    ['a 404', 'GET', '/no/such/route'],
    ['a 400', 'POST', '/search/search'],
    ['a 401 of the Storefront API', 'POST', '/api/2025-01/graphql'],
  ])('sends them on %s', async (_case, method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: method === 'POST' ? '{"x":' : undefined,
    });
    expectApiHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the development mailbox page a policy without scripts or frames', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('script-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS when a TLS-terminating proxy says the request came over https', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('cross-site form posts', () => {
  // A browser sends these three types cross-site without asking first (no CORS preflight).
  const formBodies = [
    ['application/x-www-form-urlencoded', 'email=victim%40example.com&language=de'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
    ['text/plain', '{"email":"victim@example.com","language":"de","country":"de"}'],
  ] as const;
  const endpoints = [
    '/newsletter/subscriptions',
    '/newsletter/confirmations',
    '/api/reviews',
    '/api/back-in-stock',
    '/api/2025-01/graphql',
    '/search/search',
    '/search/snippets',
    '/search/favorites',
  ];

  it.each(endpoints.flatMap((url) => formBodies.map(([type, body]) => [url, type, body] as const)))(
    'refuses a form post to %s as %s with 415',
    async (url, type, payload) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': type,
          origin: 'https://evil.example',
          'x-shopify-storefront-access-token': 'shop-dev-storefront-token-de',
        },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.body).toContain('Unsupported Media Type');
    },
  );
});

describe('rate limits', () => {
  let nextIp = 1;
  const newShopper = () => `198.18.0.${nextIp++}`;
  const asShopper = (ip: string, language = 'de') => ({
    'content-type': 'application/json',
    'accept-language': language,
    'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
    'shopify-storefront-buyer-ip': ip,
  });
  /** Moves the clock the services read (Date only; the server's own timers keep running). */
  const setClock = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };
  // Just after the start of an hour: every window of the shop's limits (10 and 60 minutes)
  // starts there, so the next window is reached by moving one hour on.
  const HOUR_MS = 60 * 60 * 1000;
  const windowStart = (Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS + 1000;

  const expectRefusal = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json: () => { message: string };
  }) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(response.json().message).toBe(
      `Zu viele Anfragen. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`,
    );
  };

  it('limits newsletter subscriptions per address, and the limit expires', async () => {
    setClock(windowStart);
    const subscribe = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/newsletter/subscriptions',
        headers: asShopper(ip),
        payload: JSON.stringify({ email: 'Limit@Example.com', country: 'de', language: 'de' }),
      });
    for (let index = 0; index < NEWSLETTER.rateLimits.perEmail.max; index += 1) {
      expect((await subscribe(newShopper())).statusCode).toBe(202);
    }
    expectRefusal(await subscribe(newShopper()));
    setClock(windowStart + NEWSLETTER.rateLimits.perEmail.windowMs);
    expect((await subscribe(newShopper())).statusCode).toBe(202);
  });

  it('limits reviews per shopper IP, and the limit expires', async () => {
    setClock(windowStart + 2 * HOUR_MS);
    const ip = newShopper();
    const submit = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: asShopper(ip),
        payload: JSON.stringify({
          productId: catalog.monitorProductId,
          rating: 5,
          title: 'Gut',
          comment: 'Funktioniert wie beschrieben.',
          email: `review${index}@example.com`,
          language: 'de',
        }),
      });
    const { max, windowMs } = SHOP_FORM_RATE_LIMITS.reviewSubmission;
    for (let index = 0; index < max; index += 1) expect((await submit(index)).statusCode).toBe(202);
    expectRefusal(await submit(max));
    setClock(windowStart + 2 * HOUR_MS + windowMs);
    expect((await submit(max + 1)).statusCode).toBe(202);
  });

  it('limits back-in-stock requests per shopper IP, and the limit expires', async () => {
    setClock(windowStart + 4 * HOUR_MS);
    const ip = newShopper();
    const request = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/back-in-stock',
        headers: asShopper(ip),
        payload: JSON.stringify({
          email: `waiting${index}@example.com`,
          consent: true,
          variantId: catalog.soldOutVariantId,
          language: 'de',
          store: 'de',
        }),
      });
    const { max, windowMs } = SHOP_FORM_RATE_LIMITS.backInStockRequest;
    for (let index = 0; index < max; index += 1)
      expect((await request(index)).statusCode).toBe(202);
    expectRefusal(await request(max));
    setClock(windowStart + 4 * HOUR_MS + windowMs);
    expect((await request(max + 1)).statusCode).toBe(202);
  });

  it('limits logins per account, and the limit expires', async () => {
    setClock(windowStart + 6 * HOUR_MS);
    const login = (attempt: number) =>
      callStorefront(app, CUSTOMER_ACCESS_TOKEN_CREATE, {
        input: { email: 'limited@example.com', password: `Guess#${attempt}aA` },
        language: 'DE',
      });
    const { max, windowMs } = RATE_LIMITS.customerAccessTokenCreate.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login(attempt)).body.errors).toBeUndefined();
    }
    const refused = await login(max);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
      extensions: { code: 'THROTTLED' },
    });
    setClock(windowStart + 6 * HOUR_MS + windowMs);
    expect((await login(max + 1)).body.errors).toBeUndefined();
  });

  it('limits password reset mails per account, and the limit expires', async () => {
    setClock(windowStart + 8 * HOUR_MS);
    const recover = () =>
      callStorefront(app, CUSTOMER_RECOVER, { email: 'forgetful@example.com', language: 'DE' });
    const { max, windowMs } = RATE_LIMITS.customerRecover.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await recover()).body.errors).toBeUndefined();
    }
    expect((await recover()).body.errors[0]).toMatchObject({ extensions: { code: 'THROTTLED' } });
    setClock(windowStart + 8 * HOUR_MS + windowMs);
    expect((await recover()).body.errors).toBeUndefined();
  });
});
