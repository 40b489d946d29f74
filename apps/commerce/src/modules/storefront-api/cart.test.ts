import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { developmentAccessToken, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { purgeExpiredCarts } from '../carts/purge-carts';
import { rentalOptions } from '../catalog/schema';
import {
  CART_BUYER_IDENTITY_UPDATE,
  CART_CREATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_QUERY,
} from './contract/storefront-operations';
import { type CatalogFixture, insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

describe('Storefront API: cart', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogFixture;
  const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  const call = (query: string, variables?: Record<string, unknown>) =>
    callStorefront(app, query, variables);
  const newCart = async (
    lines: Array<Record<string, unknown>>,
    extra: Record<string, unknown> = {},
  ) => {
    const { body } = await call(CART_CREATE, { input: { lines }, ...extra });
    return body.data.cartCreate;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('prices a rented line at the monthly rent of the period, refuses a period not offered', async () => {
    await database.db.insert(rentalOptions).values({
      productId: catalog.monitorProductId,
      months: 6,
      storeKey: 'de',
      currency: 'EUR',
      monthlyAmountMinor: 990,
    });
    const rent = (months: number) => [
      { key: '_product_type', value: 'rent' },
      { key: '_rental_period_months', value: String(months) },
    ];
    const created = await newCart([]);
    const cartId = created.cart.id;
    const added = await call(CART_LINES_ADD, {
      cartId,
      lines: [{ merchandiseId: variantGid(catalog.monitorVariantId), attributes: rent(6) }],
    });
    expect(added.body.data.cartLinesAdd.userErrors).toEqual([]);
    const expected = {
      totalQuantity: 1,
      cost: { subtotalAmount: { amount: '9.90', currencyCode: 'EUR' } },
    };
    expect(added.body.data.cartLinesAdd.cart).toMatchObject(expected);
    expect(added.body.data.cartLinesAdd.cart.lines.edges[0].node.cost.amountPerQuantity).toEqual({
      amount: '9.90',
      currencyCode: 'EUR',
    });
    const read = await call(CART_QUERY, { cartId });
    expect(read.body.data.cart).toMatchObject(expected);

    const refused = await call(CART_LINES_ADD, {
      cartId,
      lines: [{ merchandiseId: variantGid(catalog.monitorVariantId), attributes: rent(24) }],
    });
    expect(refused.body.data.cartLinesAdd.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['lines', '0', 'attributes'] }),
    ]);
    expect(refused.body.data.cartLinesAdd.cart).toMatchObject(expected);
    expect((await call(CART_QUERY, { cartId })).body.data.cart).toMatchObject(expected);
  });

  it('creates a cart with lines priced in the market, attributes kept as sent', async () => {
    const attributes = [
      { key: '_url', value: '/de/p/1' },
      { key: '_trackingProduct', value: '{"item_id":"BP-100","price":79.99}' },
      { key: '_recycling_class', value: 'B' },
      { key: '_strikethrough_price', value: '89.99' },
      { key: '_title', value: '<b>BP 100</b>' },
    ];
    const payload = await newCart([
      { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 2, attributes },
    ]);
    expect(payload.userErrors).toEqual([]);
    const cart = payload.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[^/]+$/);
    // The storefront serves the checkout (issue 7): its origin, the cart token in the path.
    expect(cart.checkoutUrl).toBe(
      `${loadConfig({}).storefrontApi.storefrontUrl}/checkouts/${cart.id.split('/').pop()}`,
    );
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '159.98', currencyCode: 'EUR' });
    expect(cart.cost.totalAmount).toEqual({ amount: '159.98', currencyCode: 'EUR' });
    const line = cart.lines.edges[0].node;
    expect(line.attributes).toEqual(attributes);
    expect(line.merchandise).toMatchObject({
      id: variantGid(catalog.monitorVariantId),
      title: 'Weiß',
      sku: 'BP-100-1',
      price: { amount: '79.99', currencyCode: 'EUR' },
      compareAtPrice: { amount: '89.99', currencyCode: 'EUR' },
      product: { title: 'Oberarm-Blutdruckmessgerät BP 100' },
    });
    expect(line.merchandise.product.featuredImage.url).toMatch(
      /\/media\/products\/BP-100\/1\.svg$/,
    );
    expect(Date.parse(cart.createdAt)).not.toBeNaN();
  });

  it('prices in CHF for Switzerland and PLN for Poland, titles in the asked language', async () => {
    const line = { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 1 };
    const swiss = await newCart([line], { country: 'CH', language: 'FR' });
    expect(swiss.cart.cost.totalAmount).toEqual({ amount: '84.90', currencyCode: 'CHF' });
    expect(swiss.cart.lines.edges[0].node.merchandise.product.title).toBe(
      'Tensiomètre au bras BP 100',
    );
    const polish = await newCart([line], { country: 'PL' });
    expect(polish.cart.cost.totalAmount).toEqual({ amount: '349.00', currencyCode: 'PLN' });
    // An unknown country is served by the German store (spec 4).
    const british = await newCart([line], { country: 'GB' });
    expect(british.cart.cost.totalAmount.currencyCode).toBe('EUR');
  });

  it('answers an unknown, malformed or expired cart id with cart: null', async () => {
    for (const cartId of [
      'gid://shopify/Cart/c1-00000000000000000000000000000000',
      'nonsense',
      "' OR 1=1 --",
    ]) {
      const { status, body } = await call(CART_QUERY, { cartId });
      expect(status).toBe(200);
      expect(body.data.cart).toBeNull();
    }
    const { cart } = await newCart([]);
    const expiredApp = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...loadConfig({}).storefrontApi, cartTtlDays: 1 },
    });
    try {
      await database.db.execute(`update carts set updated_at = now() - interval '2 days'`);
      const { body } = await callStorefront(expiredApp, CART_QUERY, { cartId: cart.id });
      expect(body.data.cart).toBeNull();
      expect(
        await purgeExpiredCarts(database.db, { now: new Date(), cartTtlDays: 1 }),
      ).toBeGreaterThan(0);
    } finally {
      await expiredApp.close();
    }
  });

  it('merges additions of the same merchandise and attributes, updates and removes lines', async () => {
    const { cart } = await newCart([
      { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 1 },
    ]);
    const added = (
      await call(CART_LINES_ADD, {
        cartId: cart.id,
        lines: [
          { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 2 },
          { merchandiseId: variantGid(catalog.cuffVariantId), quantity: 1 },
        ],
      })
    ).body.data.cartLinesAdd;
    expect(added.userErrors).toEqual([]);
    expect(
      added.cart.lines.edges.map((edge: { node: { quantity: number } }) => edge.node.quantity),
    ).toEqual([3, 1]);
    const [monitorLine, cuffLine] = added.cart.lines.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    const updated = (
      await call(CART_LINES_UPDATE, { cartId: cart.id, lines: [{ id: monitorLine, quantity: 5 }] })
    ).body.data.cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.totalQuantity).toBe(6);
    const removed = (await call(CART_LINES_REMOVE, { cartId: cart.id, lineIds: [cuffLine] })).body
      .data.cartLinesRemove;
    expect(removed.cart.lines.edges).toHaveLength(1);
    const zeroed = (
      await call(CART_LINES_UPDATE, { cartId: cart.id, lines: [{ id: monitorLine, quantity: 0 }] })
    ).body.data.cartLinesUpdate;
    expect(zeroed.cart.totalQuantity).toBe(0);
  });

  it('refuses stock shortfalls, bad quantities and unknown merchandise with user errors, changing nothing', async () => {
    const { cart } = await newCart([
      { merchandiseId: variantGid(catalog.cuffVariantId), quantity: 2 },
    ]);
    const tooMany = (
      await call(CART_LINES_ADD, {
        cartId: cart.id,
        lines: [{ merchandiseId: variantGid(catalog.cuffVariantId), quantity: 1 }],
      })
    ).body.data.cartLinesAdd;
    expect(tooMany.userErrors[0]).toMatchObject({
      code: 'MAXIMUM_EXCEEDED',
      field: ['lines', '0', 'quantity'],
    });
    expect(tooMany.userErrors[0].message).toMatch(/2/);
    expect(tooMany.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      target: variantGid(catalog.cuffVariantId),
    });
    expect(tooMany.cart.totalQuantity).toBe(2);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ merchandiseId: variantGid(catalog.soldOutVariantId), quantity: 1 }, 'MAXIMUM_EXCEEDED'],
      [{ merchandiseId: variantGid(catalog.offlineVariantId), quantity: 1 }, 'MAXIMUM_EXCEEDED'],
      [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: 0 }, 'INVALID'],
      [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: -3 }, 'INVALID'],
      [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: 100 }, 'MAXIMUM_EXCEEDED'],
      [{ merchandiseId: variantGid(999_999), quantity: 1 }, 'INVALID'],
      [{ merchandiseId: 'gid://shopify/Product/1', quantity: 1 }, 'INVALID'],
    ];
    for (const [line, code] of cases) {
      const answer = (await call(CART_LINES_ADD, { cartId: cart.id, lines: [line] })).body.data
        .cartLinesAdd;
      expect(answer.userErrors[0]?.code, JSON.stringify(line)).toBe(code);
      expect(answer.cart.totalQuantity).toBe(2);
    }
    const unknownCart = (
      await call(CART_LINES_ADD, {
        cartId: 'gid://shopify/Cart/c1-ffffffffffffffffffffffffffffffff',
        lines: [{ merchandiseId: variantGid(catalog.monitorVariantId) }],
      })
    ).body.data.cartLinesAdd;
    expect(unknownCart).toMatchObject({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'] }],
    });
    const germanMessage = tooMany.userErrors[0].message;
    const french = (
      await call(CART_LINES_ADD, {
        cartId: cart.id,
        lines: [{ merchandiseId: variantGid(catalog.cuffVariantId), quantity: 1 }],
        language: 'FR',
      })
    ).body.data.cartLinesAdd;
    expect(french.userErrors[0].message).not.toBe(germanMessage);
  });

  it('does not create a cart when a line is refused', async () => {
    const payload = await newCart([
      { merchandiseId: variantGid(catalog.soldOutVariantId), quantity: 1 },
    ]);
    expect(payload.cart).toBeNull();
    expect(payload.userErrors[0].code).toBe('MAXIMUM_EXCEEDED');
  });

  it('applies 50 parallel cartLinesAdd of one unit: the line ends at quantity 50', async () => {
    const { cart } = await newCart([]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(CART_LINES_ADD, {
          cartId: cart.id,
          lines: [{ merchandiseId: variantGid(catalog.monitorVariantId) }],
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.cartLinesAdd.userErrors).toEqual([]);
    }
    const { body } = await call(CART_QUERY, { cartId: cart.id });
    expect(body.data.cart.lines.edges).toHaveLength(1);
    expect(body.data.cart.lines.edges[0].node.quantity).toBe(50);
    expect(body.data.cart.totalQuantity).toBe(50);
  });

  it('moves the cart to another market with cartBuyerIdentityUpdate and checks e-mail and phone', async () => {
    const { cart } = await newCart([
      { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 1 },
    ]);
    const moved = (
      await call(CART_BUYER_IDENTITY_UPDATE, {
        cartId: cart.id,
        buyerIdentity: { countryCode: 'PL', email: 'anna@example.com', phone: '+48123456789' },
      })
    ).body.data.cartBuyerIdentityUpdate;
    expect(moved.userErrors).toEqual([]);
    expect(moved.cart.cost.totalAmount).toEqual({ amount: '349.00', currencyCode: 'PLN' });
    expect(moved.cart.buyerIdentity).toEqual({
      countryCode: 'PL',
      email: 'anna@example.com',
      phone: '+48123456789',
    });
    const refused = (
      await call(CART_BUYER_IDENTITY_UPDATE, {
        cartId: cart.id,
        buyerIdentity: {
          email: 'not-an-email',
          phone: '0151 123',
          customerAccessToken: 'f'.repeat(64),
        },
      })
    ).body.data.cartBuyerIdentityUpdate;
    expect(refused.userErrors.map((error: { field: string[] }) => error.field.at(-1))).toEqual([
      'email',
      'phone',
      'customerAccessToken',
    ]);
    expect(refused.cart.buyerIdentity.email).toBe('anna@example.com');
  });

  it('serves the .json path too, and refuses a missing or wrong token with 401', async () => {
    const { cart } = await newCart([]);
    const json = await callStorefront(
      app,
      CART_QUERY,
      { cartId: cart.id },
      { url: '/api/2025-01/graphql.json' },
    );
    expect(json.body.data.cart.id).toBe(cart.id);
    for (const token of [
      null,
      'wrong-token-000000000000',
      developmentAccessToken('de').toUpperCase(),
    ]) {
      const answer = await callStorefront(app, CART_QUERY, { cartId: cart.id }, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
    const swissToken = await callStorefront(
      app,
      CART_CREATE,
      { input: {} },
      { token: developmentAccessToken('ch') },
    );
    expect(swissToken.body.data.cartCreate.cart.cost.totalAmount.currencyCode).toBe('CHF');
  });
});
