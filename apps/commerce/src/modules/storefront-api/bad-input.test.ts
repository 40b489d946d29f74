/**
 * Bad input sweep (issue 3): malformed GraphQL, wrong types, 1 MB strings, SQL and script
 * injection in every text field, unknown ids and expired tokens. Every answer is a GraphQL
 * error or a user error, never a 5xx, and the shop's data is unchanged afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { cartLines, carts } from '../carts/schema';
import {
  customerAccessTokens,
  customerAddresses,
  customerOneTimeTokens,
  customers,
} from '../customers/schema';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import * as operations from './contract/storefront-operations';
import { logIn, registerCustomer } from './testing/account-helpers';
import { insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  'x'.repeat(1024 * 1024),
  '😀'.repeat(2000),
  '../../../etc/passwd',
  ['$', '{jndi:ldap://127.0.0.1/a}'].join(''),
  'gid://shopify/Cart/../../admin',
  '',
];

describe('Storefront API: bad input sweep', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cartId: string;
  let lineId: string;
  let expiredToken: string;
  let merchandiseId: string;

  const snapshot = async () => {
    const { db } = database;
    const tables = [
      carts,
      cartLines,
      customers,
      customerAddresses,
      customerAccessTokens,
      customerOneTimeTokens,
      orders,
      mailOutbox,
    ];
    return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table))));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const catalog = await insertCatalogFixture(database.db);
    app = await buildApp({ database, logLevel: 'silent' });
    merchandiseId = `gid://shopify/ProductVariant/${catalog.monitorVariantId}`;
    const created = await callStorefront(app, operations.CART_CREATE, {
      input: { lines: [{ merchandiseId, quantity: 1 }] },
    });
    cartId = created.body.data.cartCreate.cart.id;
    lineId = created.body.data.cartCreate.cart.lines.edges[0].node.id;
    await registerCustomer(app, 'victim@example.com');
    expiredToken = await logIn(app, 'victim@example.com');
    await database.db.execute(
      "update customer_access_tokens set expires_at = now() - interval '1 day'",
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** True when the answer refuses: a GraphQL error, a user error, or a null result. */
  function refused(body: { errors?: unknown[]; data?: Record<string, unknown> | null }): boolean {
    if (body.errors && body.errors.length > 0) return true;
    const result = Object.values(body.data ?? {})[0];
    if (result === null || result === undefined) return true;
    if (typeof result !== 'object') return false;
    const errors = [
      ...(('userErrors' in result && Array.isArray(result.userErrors) && result.userErrors) || []),
      ...(('customerUserErrors' in result &&
        Array.isArray(result.customerUserErrors) &&
        result.customerUserErrors) ||
        []),
    ];
    return errors.length > 0;
  }

  const requestsFor = (value: string): Array<[string, string, Record<string, unknown>]> => [
    ['cart', operations.CART_QUERY, { cartId: value }],
    ['cartCreate line', operations.CART_CREATE, { input: { lines: [{ merchandiseId: value }] } }],
    [
      'cartCreate attribute',
      operations.CART_CREATE,
      { input: { attributes: [{ key: value, value }], lines: [{ merchandiseId: value }] } },
    ],
    [
      'cartLinesAdd',
      operations.CART_LINES_ADD,
      { cartId, lines: [{ merchandiseId, quantity: 500, attributes: [{ key: '_title', value }] }] },
    ],
    ['cartLinesAdd cart', operations.CART_LINES_ADD, { cartId: value, lines: [{ merchandiseId }] }],
    [
      'cartLinesUpdate',
      operations.CART_LINES_UPDATE,
      { cartId, lines: [{ id: value, quantity: 2 }] },
    ],
    [
      'cartLinesUpdate attr',
      operations.CART_LINES_UPDATE,
      { cartId, lines: [{ id: lineId, quantity: -1, attributes: [{ key: value, value }] }] },
    ],
    ['cartLinesRemove', operations.CART_LINES_REMOVE, { cartId, lineIds: [value] }],
    [
      'cartBuyerIdentityUpdate',
      operations.CART_BUYER_IDENTITY_UPDATE,
      { cartId, buyerIdentity: { email: value, phone: value } },
    ],
    [
      'customerCreate',
      operations.CUSTOMER_CREATE,
      { input: { email: value, password: value, firstName: value, lastName: value, phone: value } },
    ],
    [
      'customerCreate names',
      operations.CUSTOMER_CREATE,
      {
        input: {
          email: 'victim@example.com',
          password: 'Sommer#2024',
          firstName: value,
          lastName: value,
        },
      },
    ],
    [
      'customerAccessTokenCreate',
      operations.CUSTOMER_ACCESS_TOKEN_CREATE,
      { input: { email: value, password: value } },
    ],
    [
      'customerAccessTokenDelete',
      operations.CUSTOMER_ACCESS_TOKEN_DELETE,
      { customerAccessToken: value },
    ],
    [
      'customerAccessTokenRenew',
      operations.CUSTOMER_ACCESS_TOKEN_RENEW,
      { customerAccessToken: expiredToken },
    ],
    ['customer', operations.CUSTOMER_QUERY, { customerAccessToken: value }],
    ['customer expired', operations.CUSTOMER_QUERY, { customerAccessToken: expiredToken }],
    [
      'customerUpdate',
      operations.CUSTOMER_UPDATE,
      {
        customerAccessToken: expiredToken,
        customer: { firstName: value, email: value, password: value },
      },
    ],
    ['customerRecover', operations.CUSTOMER_RECOVER, { email: value }],
    [
      'customerReset',
      operations.CUSTOMER_RESET,
      { id: value, input: { resetToken: value, password: value } },
    ],
    ['customerResetByUrl', operations.CUSTOMER_RESET_BY_URL, { resetUrl: value, password: value }],
    [
      'customerActivateByUrl',
      operations.CUSTOMER_ACTIVATE_BY_URL,
      { activationUrl: `https://shop.example/a/1/${value}`, password: value },
    ],
    [
      'customerActivate',
      operations.CUSTOMER_ACTIVATE,
      { id: 'gid://shopify/Customer/1', input: { activationToken: value, password: value } },
    ],
    [
      'customerAddressCreate',
      operations.CUSTOMER_ADDRESS_CREATE,
      { customerAccessToken: expiredToken, address: { address1: value, city: value } },
    ],
    [
      'customerAddressUpdate',
      operations.CUSTOMER_ADDRESS_UPDATE,
      { customerAccessToken: value, id: value, address: { zip: value } },
    ],
    [
      'customerAddressDelete',
      operations.CUSTOMER_ADDRESS_DELETE,
      { customerAccessToken: expiredToken, id: value },
    ],
    [
      'customerDefaultAddressUpdate',
      operations.CUSTOMER_DEFAULT_ADDRESS_UPDATE,
      { customerAccessToken: value, addressId: value },
    ],
  ];

  it('refuses hostile values in every text field without a 5xx or a change', async () => {
    const before = await snapshot();
    for (const value of HOSTILE) {
      for (const [name, query, variables] of requestsFor(value)) {
        const { status, body } = await callStorefront(app, query, variables);
        const label = `${name} with ${JSON.stringify(value.slice(0, 40))}`;
        expect(status, label).toBeLessThan(500);
        expect(refused(body), `${label}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers malformed requests and wrong types with GraphQL errors, never a 5xx', async () => {
    const before = await snapshot();
    const raw = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: '/api/2025-01/graphql',
        headers: {
          'content-type': contentType,
          'x-shopify-storefront-access-token': 'shop-dev-storefront-token-de',
        },
        payload,
      });
    const answers = [
      await raw('{"query": "query { cart(id: ) }"}'),
      await raw(
        '{"query": "mutation { cartCreate(input: {lines: [{merchandiseId: 1}]}) { cart { id } }"}',
      ),
      await raw('{"query": '),
      await raw('[{"query": "{ __typename }"}]'),
      await raw('{"query": 42}'),
      await raw('{}'),
      await raw('query { __typename }', 'text/plain'),
      await raw(JSON.stringify({ query: `{ ${'__typename '.repeat(30_000)} }` })),
      await raw(JSON.stringify({ query: 'x'.repeat(3 * 1024 * 1024) })),
      await raw(
        JSON.stringify({
          query: operations.CART_LINES_ADD,
          variables: { cartId, lines: [{ merchandiseId, quantity: 'five' }] },
        }),
      ),
      await raw(
        JSON.stringify({
          query: operations.CART_LINES_ADD,
          variables: { cartId, lines: [{ merchandiseId, quantity: 1.5 }] },
        }),
      ),
      await raw(
        JSON.stringify({ query: operations.CART_QUERY, variables: { cartId: { $ne: null } } }),
      ),
      await raw(
        JSON.stringify({ query: operations.CART_QUERY, variables: { cartId: 'a\u0000b' } }),
      ),
      await raw(
        JSON.stringify({
          query: operations.CART_QUERY,
          variables: { cartId },
          operationName: 'Nope',
        }),
      ),
      await raw(JSON.stringify({ query: '{ cart(id: "x") { nonsense } }' })),
      await raw(JSON.stringify({ query: 'subscription { cart }' })),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
      const body = answer.json();
      expect(Array.isArray(body.errors) && body.errors.length > 0, answer.body.slice(0, 200)).toBe(
        true,
      );
      expect(answer.body).not.toMatch(/node_modules|\.ts:\d+|at [A-Za-z]+ \(/);
    }
    expect(await snapshot()).toBe(before);
  });
});
