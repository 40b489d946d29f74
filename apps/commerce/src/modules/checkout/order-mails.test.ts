/**
 * What happens after the order button, with real parts: the confirmation mail received by
 * a real SMTP server with the right totals, the order in the customer's order history,
 * `orders:fulfil` marking it shipped with a tracking link and the shipping mail, and
 * `settings:catalogue-mode` switching the checkout off and on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runOperatorCommand } from '../../cli/operator-commands';
import { type CommerceConfig, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { CUSTOMER_QUERY } from '../storefront-api/contract/storefront-operations';
import { logIn, registerCustomer } from '../storefront-api/testing/account-helpers';
import type { CatalogFixture } from '../storefront-api/testing/catalog-fixture';
import {
  freeLoopbackPort,
  type SmtpInbox,
  startSmtpInbox,
} from '../storefront-api/testing/smtp-inbox';
import { callStorefront } from '../storefront-api/testing/storefront-client';
import {
  checkoutClient,
  createCart,
  fillCheckout,
  GERMAN_ADDRESS,
  insertCheckoutFixture,
  orderRequest,
  rentAttributes,
} from './testing/checkout-fixture';

let database: DatabaseHandle;
let app: FastifyInstance;
let catalog: CatalogFixture;
let inbox: SmtpInbox;
let config: CommerceConfig;
let client: ReturnType<typeof checkoutClient>;
const printed: string[] = [];
const operator = (...argv: string[]) =>
  runOperatorCommand(argv, { db: database.db, config, print: (line) => printed.push(line) });
/** Mail text with every run of white space (Intl puts no-break spaces in prices) as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  database = await createTestDatabase();
  catalog = await insertCheckoutFixture(database.db);
  const port = await freeLoopbackPort();
  inbox = await startSmtpInbox(port);
  const base = loadConfig({ STOREFRONT_URL: 'http://shop.test' });
  config = {
    ...base,
    storefrontApi: {
      ...base.storefrontApi,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDelivery: { retryBaseMs: 40, retryMaxMs: 200, pollIntervalMs: 30 },
    },
  };
  app = await buildApp({ database, logLevel: 'silent', storefrontApi: config.storefrontApi });
  client = checkoutClient(app);
});
afterAll(async () => {
  await app.close();
  await inbox.close();
  await database.close();
});

describe('order mails', () => {
  it('mails the confirmation with lines, rental, totals, VAT and address; the order shows in the account', async () => {
    await registerCustomer(app, 'kundin@example.com');
    const accessToken = await logIn(app, 'kundin@example.com');
    const token = await createCart(app, [
      { variantId: catalog.monitorVariantId, quantity: 1 },
      { variantId: catalog.monitorVariantId, quantity: 1, attributes: rentAttributes(6) },
    ]);
    const linked = await client.put(token, { language: 'de', customerAccessToken: accessToken });
    expect(linked.body).toMatchObject({ customerLinked: true, email: 'kundin@example.com' });
    await fillCheckout(client, token, { email: 'kundin@example.com' });
    const placed = await client.order(token, orderRequest());
    expect(placed.status).toBe(201);
    const { name } = placed.body;

    const mail = await inbox.waitFor('kundin@example.com', (received) =>
      received.subject.includes(name),
    );
    expect(mail.subject).toBe(`Ihre Bestellung ${name}`);
    const text = flat(mail.text);
    expect(text).toContain(`Bestellnummer: ${name}`);
    expect(text).toContain('Oberarm-Blutdruckmessgerät BP 100 (Weiß) – Menge: 1 – 79,99 €');
    expect(text).toContain('Miete für 6 Monate, 9,90 € pro Monat');
    // 79.99 + 9.90 (first month's rent) ships free from 49 €; VAT 19 % of 89.89 is 14.35.
    expect(text).toContain('Zwischensumme: 89,89 €');
    expect(text).toContain('Versand: kostenlos');
    expect(text).toContain('Gesamtsumme: 89,89 €');
    expect(text).toContain('inkl. 19 % MwSt.: 14,35 €');
    expect(text).toContain('Zahlungsart: Rechnung');
    expect(text).toContain(
      `Lieferadresse: ${GERMAN_ADDRESS.firstName} ${GERMAN_ADDRESS.lastName} Muster GmbH Hauptstraße 1 10115 Berlin Deutschland`,
    );

    const { body } = await callStorefront(app, CUSTOMER_QUERY, {
      customerAccessToken: accessToken,
    });
    const order = body.data.customer.orders.edges[0].node;
    expect(order).toMatchObject({
      name,
      financialStatus: 'PENDING',
      fulfillmentStatus: 'UNFULFILLED',
      totalPrice: { amount: '89.89', currencyCode: 'EUR' },
    });
    expect(order.lineItems.edges).toHaveLength(2);

    // Shipped: fulfilled with a DHL tracking link, and the shipping mail goes out.
    printed.length = 0;
    await operator(
      'orders:fulfil',
      String(placed.body.orderNumber),
      '--carrier',
      'dhl',
      '--tracking',
      '00340434161094042557',
    );
    expect(printed).toEqual([
      `Order ${name} fulfilled with DHL 00340434161094042557 (https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557); shipping mail to kundin@example.com.`,
    ]);
    const shipped = await inbox.waitFor('kundin@example.com', (received) =>
      received.subject.includes('unterwegs'),
    );
    expect(shipped.subject).toBe(`Ihre Bestellung ${name} ist unterwegs`);
    expect(flat(shipped.text)).toContain('Sendungsnummer: 00340434161094042557');
    expect(shipped.links).toContain(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
    const after = await callStorefront(app, CUSTOMER_QUERY, { customerAccessToken: accessToken });
    expect(after.body.data.customer.orders.edges[0].node).toMatchObject({
      fulfillmentStatus: 'FULFILLED',
      successfulFulfillments: [
        {
          trackingCompany: 'DHL',
          trackingInfo: [
            {
              number: '00340434161094042557',
              url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
            },
          ],
        },
      ],
    });
    await expect(
      operator(
        'orders:fulfil',
        String(placed.body.orderNumber),
        '--carrier',
        'DHL',
        '--tracking',
        '1234',
      ),
    ).rejects.toThrow(`Order ${name} is already fulfilled`);
  });

  it('writes a Polish order in PLN with Polish texts; an unknown carrier gets no link', async () => {
    const token = await createCart(app, [{ variantId: catalog.cuffVariantId, quantity: 1 }], 'PL');
    await fillCheckout(client, token, {
      email: 'klient@example.com',
      language: 'pl',
      address: { ...GERMAN_ADDRESS, countryCode: 'pl', zip: '00-001', city: 'Warszawa' },
    });
    const placed = await client.order(token, orderRequest({ language: 'pl' }));
    expect(placed.body.total).toEqual({ amountMinor: 11899, currency: 'PLN' });
    const mail = await inbox.waitFor('klient@example.com');
    expect(mail.subject).toBe(`Twoje zamówienie ${placed.body.name}`);
    const text = flat(mail.text);
    expect(text).toContain('Suma częściowa: 99,00 zł');
    expect(text).toContain('Wysyłka: 19,99 zł');
    expect(text).toContain('Razem: 118,99 zł');
    expect(text).toContain('w tym 23% VAT: 22,25 zł');
    expect(text).toContain('Polska');

    printed.length = 0;
    await operator(
      'orders:fulfil',
      String(placed.body.orderNumber),
      '--carrier',
      'Kurier Lokalny',
      '--tracking',
      'KL-12345',
    );
    expect(printed[0]).toContain('(no tracking link for this carrier)');
    const shipped = await inbox.waitFor('klient@example.com', (received) =>
      received.subject.includes('w drodze'),
    );
    expect(flat(shipped.text)).toContain('przekazane firmie Kurier Lokalny');
    expect(shipped.links).toEqual([]);
  });

  it('refuses bad fulfil command lines with one clear line', async () => {
    await expect(
      operator('orders:fulfil', '999999', '--carrier', 'DHL', '--tracking', 'ABCD1234'),
    ).rejects.toThrow('No order #999999');
    await expect(
      operator('orders:fulfil', 'abc', '--carrier', 'DHL', '--tracking', 'ABCD1234'),
    ).rejects.toThrow('orders:fulfil needs the order number');
    await expect(operator('orders:fulfil', '1001', '--tracking', 'ABCD1234')).rejects.toThrow(
      '--carrier must name',
    );
    await expect(
      operator('orders:fulfil', '1001', '--carrier', 'DHL', '--tracking', 'x'),
    ).rejects.toThrow('--tracking must be');
    await expect(
      operator('orders:fulfil', '1001', '--carrier', 'DHL', '--bogus', 'x'),
    ).rejects.toThrow(/bogus/);
  });
});

describe('settings:catalogue-mode', () => {
  it('switches the checkout off and on again', async () => {
    const token = await createCart(app, [{ variantId: catalog.monitorVariantId, quantity: 1 }]);
    printed.length = 0;
    await operator('settings:catalogue-mode', 'on');
    expect(printed).toEqual(['Catalogue mode is on (1 storefront settings document).']);
    expect((await client.get(token)).status).toBe(423);
    await operator('settings:catalogue-mode', 'off');
    expect((await client.get(token)).status).toBe(200);
    await expect(operator('settings:catalogue-mode', 'maybe')).rejects.toThrow(
      'settings:catalogue-mode takes on or off',
    );
  });
});
