import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEVELOPMENT_PRIVATE_TOKEN } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_QUERY,
  CUSTOMER_RECOVER,
} from './contract/storefront-operations';
import { QUERY_LIMITS } from './query-limits';
import { RATE_LIMITS } from './rate-limits';
import { registerCustomer } from './testing/account-helpers';
import { callStorefront } from './testing/storefront-client';

describe('Storefront API: login security, messages and query limits', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const login = (
    email: string,
    password: string,
    language?: string,
    headers?: Record<string, string>,
  ) =>
    callStorefront(
      app,
      CUSTOMER_ACCESS_TOKEN_CREATE,
      { input: { email, password }, language },
      { headers },
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    await registerCustomer(app, 'someone@example.com');
    const wrong = await login('someone@example.com', 'Falsch#Passwort1');
    const unknown = await login('no-one@example.com', 'Falsch#Passwort1');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.data.customerAccessTokenCreate.customerUserErrors).toEqual([
      {
        code: 'UNIDENTIFIED_CUSTOMER',
        field: null,
        message: 'Die Zugangsdaten sind nicht korrekt.',
      },
    ]);
  });

  it('words user errors in each of the seven languages', async () => {
    const messages = new Map<string, string>();
    for (const language of ['DE', 'FR', 'EN', 'NL', 'IT', 'PL', 'ES']) {
      const { body } = await login(`lang-${language}@example.com`, 'x', language);
      messages.set(language, body.data.customerAccessTokenCreate.customerUserErrors[0].message);
    }
    expect(new Set(messages.values()).size).toBe(7);
    expect(messages.get('ES')).toBe('Datos de acceso incorrectos');
  });

  it('limits login attempts per account', async () => {
    const { max } = RATE_LIMITS.customerAccessTokenCreate.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const { body } = await login('target@example.com', `Guess#${attempt}aA`);
      expect(body.errors).toBeUndefined();
    }
    const throttled = await login('target@example.com', 'Guess#lastaA', 'EN');
    expect(throttled.status).toBe(200);
    expect(throttled.body.errors[0]).toMatchObject({ extensions: { code: 'THROTTLED' } });
    expect(throttled.body.errors[0].message).toMatch(/Too many attempts/);
    expect(throttled.body.data.customerAccessTokenCreate).toBeNull();
  });

  it('limits per IP, honouring Shopify-Storefront-Buyer-IP only with the private token', async () => {
    const { max } = RATE_LIMITS.customerRecover.perIp;
    const recover = (index: number, headers: Record<string, string>) =>
      callStorefront(
        app,
        CUSTOMER_RECOVER,
        { email: `ip-${index}@example.com` },
        { headers, token: null },
      );
    const privateHeaders = (ip: string) => ({
      'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
      'shopify-storefront-buyer-ip': ip,
    });
    for (let index = 0; index < max; index += 1) {
      expect((await recover(index, privateHeaders('203.0.113.7'))).body.errors).toBeUndefined();
    }
    expect((await recover(100, privateHeaders('203.0.113.7'))).body.errors[0].extensions.code).toBe(
      'THROTTLED',
    );
    // Another shopper behind the same storefront server is not affected.
    expect((await recover(101, privateHeaders('203.0.113.8'))).body.errors).toBeUndefined();
    // Without the private token the header is ignored (and the public token is required).
    const spoofed = await callStorefront(
      app,
      CUSTOMER_RECOVER,
      { email: 'spoof@example.com' },
      { headers: { 'shopify-storefront-buyer-ip': '198.51.100.1' } },
    );
    expect(spoofed.status).toBe(200);
    const wrongPrivate = await callStorefront(
      app,
      CUSTOMER_RECOVER,
      { email: 'x@example.com' },
      { token: null, headers: { 'shopify-storefront-private-token': 'not-the-private-token' } },
    );
    expect(wrongPrivate.status).toBe(401);
  });

  it('refuses queries that are too deep or too costly, without touching the database', async () => {
    const nested = `query { customer(customerAccessToken: "x") { orders(first: 250) { edges { node {
      lineItems(first: 250) { edges { node { variant { product { featuredImage { url } } } } } } } } } } }`;
    const costly = await callStorefront(app, nested);
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
    const viaVariables = await callStorefront(
      app,
      `query($n: Int) { customer(customerAccessToken: "x") { orders(first: $n) { edges { node {
        lineItems(first: $n) { edges { node { variant { product { featuredImage { url } } } } } } } } } } }`,
      { n: 250 },
    );
    expect(viaVariables.body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
    // Our schema has no cycles, so only introspection can nest deeper than the limit.
    const ofTypes = (depth: number) => `${'ofType { '.repeat(depth)}name${' }'.repeat(depth)}`;
    const tooDeep = await callStorefront(
      app,
      `{ __schema { types { fields { type { ${ofTypes(QUERY_LIMITS.maxDepth)} } } } } }`,
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].extensions.code).toBe('MAX_DEPTH_EXCEEDED');
    const shallow = await callStorefront(
      app,
      `{ __schema { types { fields { type { ${ofTypes(3)} } } } } }`,
    );
    expect(shallow.status).toBe(200);
    const manyMutations = `mutation { ${Array.from(
      { length: QUERY_LIMITS.maxMutationFields + 1 },
      (_, index) =>
        `m${index}: customerRecover(email: "a${index}@example.com") { customerUserErrors { code } }`,
    ).join(' ')} }`;
    const refused = await callStorefront(app, manyMutations);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
    const spec = await callStorefront(app, CUSTOMER_QUERY, { customerAccessToken: 'x' });
    expect(spec.status).toBe(200);
    expect(spec.body.data.customer).toBeNull();
  });
});
