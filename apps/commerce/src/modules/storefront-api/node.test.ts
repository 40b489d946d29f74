import { getStore } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { createDemoOrders } from '../orders/demo-orders';
import {
  CART_CREATE,
  CUSTOMER_ADDRESS_CREATE,
  NODE_QUERY,
  NODES_QUERY,
} from './contract/storefront-operations';
import { MAX_NODE_IDS } from './resolvers/node-resolvers';
import { logIn, registerCustomer } from './testing/account-helpers';
import { type CatalogFixture, insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

describe('Storefront API: node and nodes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogFixture;
  const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  const node = async (id: string, country?: string) => {
    const answer = await callStorefront(app, NODE_QUERY, { id, country });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.node;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...loadConfig({}).storefrontApi, smtpUrl: null },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('finds a cart and its line by global id', async () => {
    const { body } = await callStorefront(app, CART_CREATE, {
      input: {
        note: 'Hallo',
        lines: [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: 2 }],
      },
    });
    const cart = body.data.cartCreate.cart;
    const found = await node(cart.id);
    expect(found).toMatchObject({
      __typename: 'Cart',
      id: cart.id,
      totalQuantity: 2,
      note: 'Hallo',
      cost: { totalAmount: { amount: '159.98', currencyCode: 'EUR' } },
    });
    const lineId = cart.lines.edges[0].node.id;
    expect(await node(lineId)).toEqual({
      __typename: 'CartLine',
      id: lineId,
      quantity: 2,
      merchandise: { id: variantGid(catalog.monitorVariantId) },
    });
  });

  it('finds variants and products priced in the requested market', async () => {
    const variant = await node(variantGid(catalog.monitorVariantId));
    expect(variant).toMatchObject({
      __typename: 'ProductVariant',
      id: variantGid(catalog.monitorVariantId),
      price: { amount: '79.99', currencyCode: 'EUR' },
      product: { id: `gid://shopify/Product/${catalog.monitorProductId}` },
    });
    expect((await node(variantGid(catalog.monitorVariantId), 'CH')).price).toEqual({
      amount: '84.90',
      currencyCode: 'CHF',
    });
    // The cuff has no Swiss price, so it is not merchandise of that market.
    expect(await node(variantGid(catalog.cuffVariantId), 'CH')).toBeNull();
    const product = await node(`gid://shopify/Product/${catalog.monitorProductId}`);
    expect(product).toMatchObject({
      __typename: 'Product',
      id: `gid://shopify/Product/${catalog.monitorProductId}`,
      availableForSale: true,
    });
    expect(product.title).toBe(variant.product.title);
  });

  it('answers null for unknown, malformed and private ids, never an error', async () => {
    const email = 'private@example.com';
    const customerGid = await registerCustomer(app, email);
    const token = await logIn(app, email);
    const address = await callStorefront(app, CUSTOMER_ADDRESS_CREATE, {
      customerAccessToken: token,
      address: {
        firstName: 'A',
        lastName: 'B',
        address1: 'Weg 1',
        city: 'Bonn',
        zip: '53111',
        country: 'DE',
      },
    });
    const addressId = address.body.data.customerAddressCreate.customerAddress.id;
    const [order] = await createDemoOrders(database.db, {
      id: Number(customerGid.split('/').at(-1)),
      email,
      firstName: 'A',
      lastName: 'B',
      store: getStore('de'),
      language: 'de',
      address: null,
    });
    const ids = [
      variantGid(catalog.monitorVariantId),
      variantGid(999_999),
      variantGid(2 ** 40),
      'gid://shopify/ProductVariant/-1',
      'gid://shopify/Product/0',
      'gid://shopify/Cart/c1-00000000000000000000000000000000',
      'gid://shopify/Cart/../../x',
      `gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=c1-${'0'.repeat(32)}`,
      `gid://shopify/Order/${order?.id}`,
      addressId,
      customerGid,
      'gid://shopify/Shop/1',
      "' OR 1=1 --",
      '',
      'x'.repeat(100_000),
    ];
    const { status, body } = await callStorefront(app, NODES_QUERY, { ids });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.nodes).toHaveLength(ids.length);
    expect(body.data.nodes[0]).toMatchObject({ __typename: 'ProductVariant' });
    expect(body.data.nodes.slice(1)).toEqual(ids.slice(1).map(() => null));
    for (const id of ids.slice(1)) expect(await node(id)).toBeNull();
  });

  it(`refuses more than ${MAX_NODE_IDS} ids with a GraphQL error, not a 5xx`, async () => {
    const ids = Array.from({ length: MAX_NODE_IDS + 1 }, () =>
      variantGid(catalog.monitorVariantId),
    );
    const { status, body } = await callStorefront(app, NODES_QUERY, { ids });
    expect(status).toBeLessThan(500);
    expect(body.errors[0].message).toBe(`nodes accepts at most ${MAX_NODE_IDS} ids.`);
  });
});
