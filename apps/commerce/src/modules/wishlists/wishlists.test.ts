/**
 * The account wish list API on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): only the storefront server with a customer's valid token reads or
 * replaces that customer's list; bad tokens are 401, bad bodies 400, and neither changes it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEVELOPMENT_PRIVATE_TOKEN } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { products } from '../catalog/schema';
import { logIn, registerCustomer } from '../storefront-api/testing/account-helpers';
import { insertCatalogFixture } from '../storefront-api/testing/catalog-fixture';

let database: DatabaseHandle;
let app: FastifyInstance;
let productIds: number[];
let anna: string;
let bert: string;

const call = (
  method: 'GET' | 'PUT',
  options: { token?: string | undefined; privateToken?: string | null; body?: unknown } = {},
) =>
  app.inject({
    method,
    url: '/api/wishlist',
    headers: {
      ...(options.privateToken === null
        ? {}
        : {
            'shopify-storefront-private-token': options.privateToken ?? DEVELOPMENT_PRIVATE_TOKEN,
          }),
      ...(options.token === undefined ? {} : { 'x-customer-access-token': options.token }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });

const listOf = async (token: string) => (await call('GET', { token })).json().productIds;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalogFixture(database.db);
  productIds = (await database.db.select({ id: products.id }).from(products)).map((row) => row.id);
  app = await buildApp({ database, logLevel: 'silent' });
  await registerCustomer(app, 'anna@example.com');
  await registerCustomer(app, 'bert@example.com');
  anna = await logIn(app, 'anna@example.com');
  bert = await logIn(app, 'bert@example.com');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET and PUT /api/wishlist', () => {
  it('starts empty, stores the list in its order, once per product, per customer', async () => {
    expect(await listOf(anna)).toEqual([]);
    const [first, second, third] = productIds;
    const saved = await call('PUT', { token: anna, body: { productIds: [third, first, third] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ productIds: [third, first] });
    expect(await listOf(anna)).toEqual([third, first]);
    expect(await listOf(bert)).toEqual([]);

    await call('PUT', { token: anna, body: { productIds: [first, second] } });
    expect(await listOf(anna)).toEqual([first, second]);
  });

  it('leaves out products that do not exist', async () => {
    const [first] = productIds;
    const saved = await call('PUT', { token: bert, body: { productIds: [first, 999_999] } });
    expect(saved.json()).toEqual({ productIds: [first] });
    expect(await listOf(bert)).toEqual([first]);
  });

  it('refuses missing, wrong and logged-out tokens with 401 and changes nothing', async () => {
    const before = await listOf(anna);
    const body = { productIds: [] };
    for (const options of [
      { token: undefined },
      { token: 'f'.repeat(64) },
      { token: 'not a token' },
      { token: anna, privateToken: null },
      { token: anna, privateToken: 'shop-wrong-private-server-token' },
    ]) {
      expect((await call('GET', options)).statusCode).toBe(401);
      const refused = await call('PUT', { ...options, body });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/logged-in customer/);
    }
    expect(await listOf(anna)).toEqual(before);

    const gone = await logIn(app, 'anna@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/2025-01/graphql',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': 'shop-dev-storefront-token-de',
      },
      payload: JSON.stringify({
        query:
          'mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }',
        variables: { t: gone },
      }),
    });
    expect((await call('PUT', { token: gone, body })).statusCode).toBe(401);
    expect(await listOf(anna)).toEqual(before);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const before = await listOf(anna);
    expect(before.length).toBeGreaterThan(0);
    for (const body of [
      '{not json',
      {},
      { productIds: 'all' },
      { productIds: [0] },
      { productIds: [1.5] },
      { productIds: ['12'] },
      { productIds: [2_147_483_648] },
      { productIds: Array.from({ length: 201 }, (_, index) => index + 1) },
      { productIds: [], extra: true },
    ]) {
      const refused = await call('PUT', { token: anna, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await listOf(anna)).toEqual(before);
  });
});
