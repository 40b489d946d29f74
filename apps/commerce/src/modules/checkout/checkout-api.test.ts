/**
 * The checkout API on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * totals in minor units per store and currency, the address rules of spec 5, placing
 * the order once (also under double submits and a race for the last units), payment
 * refusals that store nothing, catalogue mode and bad input.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { carts } from '../carts/schema';
import { variants } from '../catalog/schema';
import { orderLineItems, orders } from '../orders/schema';
import {
  CART_LINES_ADD,
  CART_LINES_UPDATE,
  CART_QUERY,
} from '../storefront-api/contract/storefront-operations';
import type { CatalogFixture } from '../storefront-api/testing/catalog-fixture';
import { callStorefront } from '../storefront-api/testing/storefront-client';
import {
  checkoutClient,
  createCart,
  fillCheckout,
  GERMAN_ADDRESS,
  insertCheckoutFixture,
  orderRequest,
  rentAttributes,
  setCatalogueMode,
  variantGid,
} from './testing/checkout-fixture';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalog: CatalogFixture;
let client: ReturnType<typeof checkoutClient>;
const config = loadConfig({ STOREFRONT_URL: 'http://shop.test' });

const setStock = (variantId: number, stockQuantity: number) =>
  database.db.update(variants).set({ stockQuantity }).where(eq(variants.id, variantId));
const stockOf = async (variantId: number) =>
  (await database.db.select().from(variants).where(eq(variants.id, variantId)))[0]?.stockQuantity;
const ordersOfCart = (token: string) =>
  database.db.select().from(orders).where(eq(orders.cartToken, token));

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertCheckoutFixture(database.db);
  app = await buildApp({ database, logLevel: 'silent', storefrontApi: config.storefrontApi });
  client = checkoutClient(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await setStock(catalog.monitorVariantId, 80);
  await setStock(catalog.cuffVariantId, 2);
});

describe('checkout totals', () => {
  it('prices a German cart from the catalog: savings, free shipping, VAT in cents', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 2 }]);
    const { status, body } = await client.get(token);
    expect(status).toBe(200);
    const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
    expect(body).toMatchObject({
      token,
      store: 'de',
      language: 'de',
      countryCode: 'de',
      subtotal: eur(15998),
      // (89.99 − 79.99) × 2
      savings: eur(2000),
      shipping: eur(0),
      freeShippingFrom: eur(4900),
      total: eur(15998),
      // 159.98 × 19 / 119
      vatIncluded: eur(2554),
      vatRatePercent: 19,
      deliveryTime: '1-3',
      email: null,
      shippingAddress: null,
      paymentMethod: null,
      customerLinked: false,
      placedOrder: null,
    });
    expect(body.lines).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}$/),
        variantId: catalog.monitorVariantId,
        articleNumber: 'BP-100-1',
        title: 'Oberarm-Blutdruckmessgerät BP 100',
        variantTitle: 'Weiß',
        imageUrl: `${config.storefrontApi.publicUrl}/media/products/BP-100/1.svg`,
        quantity: 2,
        unitPrice: eur(7999),
        compareAtPrice: eur(8999),
        lineTotal: eur(15998),
        rental: null,
        available: true,
      },
    ]);
  });

  it('charges shipping below each delivery country’s threshold (DE, FR, CH, PL)', async () => {
    const cases = [
      // Two cuffs (49.98 €) ship free in Germany (from 49 €) but not in France (from 59 €).
      { country: 'DE', quantity: 2, subtotal: 4998, shipping: 0, currency: 'EUR', vat: 798 },
      { country: 'FR', quantity: 2, subtotal: 4998, shipping: 495, currency: 'EUR', vat: 916 },
      { country: 'CH', quantity: 1, subtotal: 2990, shipping: 790, currency: 'CHF', vat: 283 },
      { country: 'PL', quantity: 1, subtotal: 9900, shipping: 1999, currency: 'PLN', vat: 2225 },
    ];
    for (const expected of cases) {
      const token = await createCart(
        app,
        [{ variantId: catalog.cuffVariantId, quantity: expected.quantity }],
        expected.country,
      );
      const { body } = await client.get(token);
      const money = (amountMinor: number) => ({ amountMinor, currency: expected.currency });
      expect(body, expected.country).toMatchObject({
        subtotal: money(expected.subtotal),
        shipping: money(expected.shipping),
        total: money(expected.subtotal + expected.shipping),
        vatIncluded: money(expected.vat),
      });
    }
  });

  it('reaching the threshold makes shipping free in CHF and PLN too', async () => {
    const swiss = await createCart(
      app,
      [{ variantId: catalog.monitorVariantId, quantity: 1 }],
      'CH',
    );
    expect((await client.get(swiss)).body).toMatchObject({
      subtotal: { amountMinor: 8490, currency: 'CHF' },
      shipping: { amountMinor: 0, currency: 'CHF' },
      freeShippingFrom: { amountMinor: 5900, currency: 'CHF' },
      // 84.90 × 8.1 / 108.1
      vatIncluded: { amountMinor: 636, currency: 'CHF' },
      vatRatePercent: 8.1,
    });
    const polish = await createCart(
      app,
      [{ variantId: catalog.monitorVariantId, quantity: 1 }],
      'PL',
    );
    expect((await client.get(polish, 'pl')).body).toMatchObject({
      language: 'pl',
      subtotal: { amountMinor: 34900, currency: 'PLN' },
      shipping: { amountMinor: 0, currency: 'PLN' },
      deliveryTime: '2-5',
    });
  });
});

describe('rentals', () => {
  it('charges the store’s monthly rent, in the cart and in the checkout', async () => {
    const { body } = await callStorefront(
      app,
      `mutation($input: CartInput!) {
      cartCreate(input: $input) { cart { checkoutUrl lines(first: 5) { nodes {
        cost { amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount } totalAmount { amount } } } }
        cost { subtotalAmount { amount currencyCode } } } userErrors { message } } }`,
      {
        input: {
          lines: [
            {
              merchandiseId: variantGid(catalog.monitorVariantId),
              quantity: 1,
              attributes: rentAttributes(6),
            },
          ],
        },
      },
    );
    const cart = body.data.cartCreate.cart;
    expect(cart.lines.nodes[0].cost).toEqual({
      amountPerQuantity: { amount: '9.90', currencyCode: 'EUR' },
      compareAtAmountPerQuantity: null,
      totalAmount: { amount: '9.90' },
    });
    expect(cart.cost.subtotalAmount).toEqual({ amount: '9.90', currencyCode: 'EUR' });
    const token = cart.checkoutUrl.split('/checkouts/')[1];
    const summary = (await client.get(token)).body;
    expect(summary.lines[0]).toMatchObject({
      unitPrice: { amountMinor: 990, currency: 'EUR' },
      compareAtPrice: null,
      rental: { months: 6, monthlyPrice: { amountMinor: 990, currency: 'EUR' } },
    });
    expect(summary).toMatchObject({
      subtotal: { amountMinor: 990 },
      savings: { amountMinor: 0 },
      shipping: { amountMinor: 495 },
      total: { amountMinor: 1485 },
    });
    await fillCheckout(client, token);
    const placed = await client.order(token, orderRequest());
    expect(placed.status).toBe(201);
    expect(placed.body.total).toEqual({ amountMinor: 1485, currency: 'EUR' });
    const [order] = await ordersOfCart(token);
    const [line] = await database.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order?.id ?? 0));
    expect(line).toMatchObject({ unitPriceMinor: 990, rentalMonths: 6, compareAtMinor: null });
  });

  it('refuses a rental period the store does not offer and leaves the cart as it was', async () => {
    const token = await createCart(app, [{ variantId: catalog.cuffVariantId, quantity: 1 }]);
    const { body } = await callStorefront(app, CART_LINES_ADD, {
      cartId: `gid://shopify/Cart/${token}`,
      lines: [
        {
          merchandiseId: variantGid(catalog.monitorVariantId),
          quantity: 1,
          attributes: rentAttributes(24),
        },
      ],
      language: 'DE',
    });
    expect(body.data.cartLinesAdd.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'attributes'],
        message: 'Diese Mietdauer wird für diesen Artikel nicht angeboten.',
      },
    ]);
    expect((await client.get(token)).body.lines).toHaveLength(1);
    // Turning the bought line into a rent for that period is refused the same way.
    const read = await callStorefront(app, CART_QUERY, { cartId: `gid://shopify/Cart/${token}` });
    const updated = await callStorefront(app, CART_LINES_UPDATE, {
      cartId: `gid://shopify/Cart/${token}`,
      lines: [{ id: read.body.data.cart.lines.edges[0].node.id, attributes: rentAttributes(24) }],
    });
    expect(updated.body.data.cartLinesUpdate.userErrors[0]).toMatchObject({
      field: ['lines', '0', 'attributes'],
    });
    expect((await client.get(token)).body.lines[0].rental).toBeNull();
  });
});

describe('checkout details', () => {
  it('saves contact, address and payment method and answers the summary', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    const { status, body } = await fillCheckout(client, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'anna@example.com',
      phone: '+491511234567',
      paymentMethod: 'invoice',
      shippingAddress: { ...GERMAN_ADDRESS, province: '' },
    });
    expect((await client.get(token)).body.shippingAddress.city).toBe('Berlin');
  });

  it('refuses missing address fields with localized messages and stores nothing', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    const { status, body } = await client.put(token, {
      language: 'fr',
      email: 'anna@example.com',
      shippingAddress: { ...GERMAN_ADDRESS, company: ' ', zip: '', city: 'x'.repeat(101) },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      kind: 'fields',
      message: 'Veuillez vérifier les informations signalées.',
      fields: [
        { field: 'shippingAddress.company', message: 'Veuillez remplir ce champ.' },
        { field: 'shippingAddress.zip', message: 'Veuillez remplir ce champ.' },
        { field: 'shippingAddress.city', message: 'Veuillez saisir au maximum 100 caractères.' },
      ],
    });
    // The valid e-mail of the same step was not stored either.
    expect((await client.get(token)).body).toMatchObject({ email: null, shippingAddress: null });
  });

  it('makes company optional in the Spanish store only', async () => {
    const token = await createCart(
      app,
      [{ variantId: catalog.monitorVariantId, quantity: 1 }],
      'ES',
    );
    const spanish = {
      ...GERMAN_ADDRESS,
      company: '',
      countryCode: 'es',
      zip: '28001',
      city: 'Madrid',
    };
    const { status, body } = await fillCheckout(client, token, {
      address: spanish,
      language: 'es',
    });
    expect(status).toBe(200);
    expect(body.shippingAddress.company).toBe('');
  });

  it('refuses a delivery country the cart’s store does not serve', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    const { status, body } = await fillCheckout(client, token, {
      address: { ...GERMAN_ADDRESS, countryCode: 'ch' },
    });
    expect(status).toBe(422);
    expect(body.fields).toEqual([
      {
        field: 'shippingAddress.countryCode',
        message:
          'In dieses Land liefert dieser Shop nicht. Bitte wählen Sie das Lieferland im Shop.',
      },
    ]);
  });

  it('tells a malformed e-mail beside the field', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    const { status, body } = await client.put(token, { language: 'en', email: 'anna@' });
    expect(status).toBe(422);
    expect(body.fields).toEqual([
      { field: 'email', message: 'Please enter a valid e-mail address.' },
    ]);
  });
});

describe('placing the order', () => {
  it('creates the order, takes stock, closes the cart', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 2 }]);
    await fillCheckout(client, token);
    const { status, body } = await client.order(token, orderRequest());
    expect(status).toBe(201);
    expect(body).toEqual({
      orderNumber: expect.any(Number),
      name: `#${body.orderNumber}`,
      total: { amountMinor: 15998, currency: 'EUR' },
      email: 'anna@example.com',
    });
    const [order] = await ordersOfCart(token);
    expect(order).toMatchObject({
      orderNumber: body.orderNumber,
      email: 'anna@example.com',
      phone: '+491511234567',
      storeKey: 'de',
      currency: 'EUR',
      subtotalMinor: 15998,
      shippingMinor: 0,
      totalMinor: 15998,
      taxMinor: 2554,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      paymentMethod: 'invoice',
      shippingAddress: expect.objectContaining({ city: 'Berlin', countryCode: 'DE' }),
    });
    expect(await stockOf(catalog.monitorVariantId)).toBe(78);
    // The Storefront API no longer knows the cart, and refuses changes to it.
    const read = await callStorefront(app, CART_QUERY, { cartId: `gid://shopify/Cart/${token}` });
    expect(read.body.data.cart).toBeNull();
    const added = await callStorefront(app, CART_LINES_ADD, {
      cartId: `gid://shopify/Cart/${token}`,
      lines: [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: 1 }],
    });
    expect(added.body.data.cartLinesAdd.userErrors[0].field).toEqual(['cartId']);
    // The checkout shows the placed order; further steps are refused.
    expect((await client.get(token)).body.placedOrder).toEqual({
      orderNumber: body.orderNumber,
      name: body.name,
    });
    const late = await fillCheckout(client, token);
    expect(late.status).toBe(409);
    expect(late.body.kind).toBe('closed');
  });

  it('answers a repeated submit with the same order, also with another key', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, token);
    const request = orderRequest();
    const first = await client.order(token, request);
    const again = await client.order(token, request);
    const otherKey = await client.order(token, orderRequest());
    expect([first.status, again.status, otherKey.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual(first.body);
    expect(otherKey.body).toEqual(first.body);
    expect(await ordersOfCart(token)).toHaveLength(1);
    expect(await stockOf(catalog.monitorVariantId)).toBe(79);
  });

  it('creates one order for two concurrent presses of the order button', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, token);
    const request = orderRequest();
    const [a, b] = await Promise.all([client.order(token, request), client.order(token, request)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    expect(await ordersOfCart(token)).toHaveLength(1);
    expect(await stockOf(catalog.monitorVariantId)).toBe(79);
  });

  it('sells exactly the last 5 units to 20 parallel checkouts and refuses the other 15', async () => {
    await setStock(catalog.monitorVariantId, 5);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
      await fillCheckout(client, token);
      tokens.push(token);
    }
    const answers = await Promise.all(tokens.map((token) => client.order(token, orderRequest())));
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        kind: 'stock',
        lines: [{ title: 'Oberarm-Blutdruckmessgerät BP 100', available: 0 }],
      });
    }
    expect(await stockOf(catalog.monitorVariantId)).toBe(0);
    const stored = await Promise.all(tokens.map(ordersOfCart));
    expect(stored.flat()).toHaveLength(5);
  });

  it('lists every line short of stock and stores nothing', async () => {
    const token = await createCart(app, [
      { variantId: catalog.monitorVariantId, quantity: 3 },
      { variantId: catalog.cuffVariantId, quantity: 2 },
    ]);
    await fillCheckout(client, token);
    await setStock(catalog.monitorVariantId, 1);
    await setStock(catalog.cuffVariantId, 1);
    const { status, body } = await client.order(token, orderRequest({ language: 'en' }));
    expect(status).toBe(409);
    expect(body).toEqual({
      kind: 'stock',
      message:
        'Some items are no longer in stock in the quantity you chose. Nothing was ordered or charged.',
      lines: [
        {
          id: expect.stringContaining('CartLine'),
          title: 'Oberarm-Blutdruckmessgerät BP 100',
          available: 1,
        },
        { id: expect.stringContaining('CartLine'), title: 'Manschette L', available: 1 },
      ],
    });
    expect(await stockOf(catalog.monitorVariantId)).toBe(1);
    expect(await stockOf(catalog.cuffVariantId)).toBe(1);
    expect(await ordersOfCart(token)).toHaveLength(0);
    expect(
      (await client.get(token)).body.lines.map((line: { available: boolean }) => line.available),
    ).toEqual([false, false]);
  });

  it('charges an accepted test card (PAID) and stores nothing for a declined one', async () => {
    const card = {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Anna Muster',
    };
    const paid = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, paid, { paymentMethod: 'test-card' });
    expect((await client.order(paid, orderRequest({ card }))).status).toBe(201);
    expect((await ordersOfCart(paid))[0]?.financialStatus).toBe('PAID');

    const declined = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, declined, { paymentMethod: 'test-card' });
    const stockBefore = await stockOf(catalog.monitorVariantId);
    for (const number of ['4000 0000 0000 0002', '4111 1111 1111 1111']) {
      const { status, body } = await client.order(
        declined,
        orderRequest({ card: { ...card, number } }),
      );
      expect(status).toBe(402);
      expect(body).toEqual({
        kind: 'payment',
        message:
          'Die Zahlung wurde abgelehnt. Bitte prüfen Sie die Kartendaten oder wählen Sie eine andere Zahlungsart.',
      });
    }
    const expired = await client.order(
      declined,
      orderRequest({ card: { ...card, expiry: '01/20' } }),
    );
    expect(expired.status).toBe(402);
    expect(await ordersOfCart(declined)).toHaveLength(0);
    expect(await stockOf(catalog.monitorVariantId)).toBe(stockBefore);
    const [cart] = await database.db.select().from(carts).where(eq(carts.token, declined));
    expect(cart?.completedAt).toBeNull();
  });

  it('stops a card tester on one cart after ten presses with 429 and Retry-After', async () => {
    const card = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', holder: 'T' };
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, token, { paymentMethod: 'test-card' });
    for (let press = 0; press < 10; press++) {
      expect((await client.order(token, orderRequest({ card }))).status).toBe(402);
    }
    const stopped = await client.order(token, orderRequest({ card }));
    expect(stopped.status).toBe(429);
    expect(await ordersOfCart(token)).toHaveLength(0);
    // Another cart (another shopper behind the same address) is not held up.
    const other = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, other, { paymentMethod: 'invoice' });
    expect((await client.order(other, orderRequest())).status).toBe(201);
  });

  it('refuses an order with missing details or consent as fields, localized', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    const empty = await client.order(token, orderRequest({ language: 'nl' }));
    expect(empty.status).toBe(422);
    expect(empty.body.fields.map((field: { field: string }) => field.field)).toEqual([
      'email',
      'shippingAddress',
      'paymentMethod',
    ]);
    expect(empty.body.message).toBe('Controleer de gemarkeerde gegevens.');
    await fillCheckout(client, token, { paymentMethod: 'test-card' });
    const noCard = await client.order(token, orderRequest());
    expect(noCard.body.fields).toEqual([
      { field: 'card', message: 'Bitte geben Sie die Kartendaten ein.' },
    ]);
    const noConsent = await client.order(token, orderRequest({ acceptTerms: false }));
    expect(noConsent.status).toBe(422);
    expect(noConsent.body.fields).toEqual([
      { field: 'acceptTerms', message: 'Bitte bestätigen Sie dies, um zu bestellen.' },
    ]);
    expect(await ordersOfCart(token)).toHaveLength(0);
  });
});

describe('catalogue mode', () => {
  it('refuses the checkout (423) and every cart change, and changes nothing', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    await fillCheckout(client, token);
    await setCatalogueMode(database.db, true);
    try {
      for (const answer of [
        await client.get(token),
        await fillCheckout(client, token),
        await client.order(token, orderRequest()),
      ]) {
        expect(answer.status).toBe(423);
        expect(answer.body).toEqual({
          kind: 'catalogue-mode',
          message: 'Der Shop nimmt zurzeit keine Bestellungen an.',
        });
      }
      const added = await callStorefront(app, CART_LINES_ADD, {
        cartId: `gid://shopify/Cart/${token}`,
        lines: [{ merchandiseId: variantGid(catalog.monitorVariantId), quantity: 1 }],
      });
      expect(added.body.data.cartLinesAdd).toMatchObject({
        cart: null,
        userErrors: [{ message: 'Der Shop nimmt zurzeit keine Bestellungen an.' }],
      });
      await expect(
        createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]),
      ).rejects.toThrow(/keine Bestellungen/);
    } finally {
      await setCatalogueMode(database.db, false);
    }
    expect(await ordersOfCart(token)).toHaveLength(0);
    expect((await client.get(token)).body.lines[0].quantity).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 4xx to malformed calls and changes nothing', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    // Without the private server token the API does not answer at all.
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/checkouts/${token}?language=de`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await client.get('not a token!')).status).toBe(400);
    expect((await client.get('c1-00000000000000000000000000000000')).status).toBe(404);
    expect((await client.get(token, 'xx')).status).toBe(400);
    expect((await client.put(token, '{"language":')).status).toBe(400);
    expect((await client.put(token, { language: 'de', paymentMethod: 'cash' })).status).toBe(400);
    expect((await client.put(token, { language: 'de', sneaky: true })).status).toBe(400);
    expect((await client.put(token, { language: 'de', shippingAddress: 'Berlin' })).status).toBe(
      400,
    );
    expect((await client.order(token, { ...orderRequest(), idempotencyKey: 'again' })).status).toBe(
      400,
    );
    expect((await client.order(token, [])).status).toBe(400);
    const answers = await Promise.all([client.get('c1-x'), client.order(token, '{')]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack/);
    }
    const { body } = await client.get(token);
    expect(body).toMatchObject({ email: null, shippingAddress: null, paymentMethod: null });
    expect(await ordersOfCart(token)).toHaveLength(0);
  });
});
