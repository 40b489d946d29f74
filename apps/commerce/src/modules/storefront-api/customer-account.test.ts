import { getStore } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { customerAccessTokens, customers } from '../customers/schema';
import { createDemoOrders } from '../orders/demo-orders';
import {
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_CREATE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
  CUSTOMER_QUERY,
  CUSTOMER_UPDATE,
} from './contract/storefront-operations';
import { GOOD_PASSWORD, logIn, registerCustomer } from './testing/account-helpers';
import { insertCatalogFixture } from './testing/catalog-fixture';
import { type SmtpInbox, startSmtpInbox } from './testing/smtp-inbox';
import { callStorefront } from './testing/storefront-client';

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 5',
  address2: '2. OG',
  city: 'Köln',
  zip: '50667',
  country: 'DE',
};

describe('Storefront API: customer account', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let inbox: SmtpInbox;
  const call = (query: string, variables?: Record<string, unknown>) =>
    callStorefront(app, query, variables);

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertCatalogFixture(database.db);
    inbox = await startSmtpInbox();
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: {
        ...loadConfig({}).storefrontApi,
        smtpUrl: inbox.url,
        storefrontUrl: 'https://shop.example',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
    await database.close();
  });

  it('registers with an argon2id hash and sends a localized, branded welcome mail', async () => {
    await registerCustomer(app, 'welcome@example.com', { language: 'FR' });
    const [stored] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.emailNormalized, 'welcome@example.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(GOOD_PASSWORD);
    const mail = await inbox.waitFor('welcome@example.com');
    expect(mail.subject).toBe('Bienvenue chez Vitalora');
    expect(mail.text).toContain('Bonjour Anna');
    expect(mail.links).toContain('https://shop.example/fr/historique-des-commandes/');
  });

  it('refuses a taken e-mail, missing names and weak passwords with Shopify codes', async () => {
    await registerCustomer(app, 'taken@example.com');
    const attempt = async (input: Record<string, unknown>, language = 'DE') =>
      (
        await call(CUSTOMER_CREATE, {
          input: {
            email: 'new@example.com',
            password: GOOD_PASSWORD,
            firstName: 'A',
            lastName: 'B',
            ...input,
          },
          language,
        })
      ).body.data.customerCreate;
    const taken = await attempt({ email: 'TAKEN@example.com' }, 'ES');
    expect(taken.customer).toBeNull();
    expect(taken.customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'El correo electrónico ya está en uso' },
    ]);
    expect((await attempt({ firstName: '' })).customerUserErrors[0]).toMatchObject({
      code: 'BLANK',
      field: ['input', 'firstName'],
    });
    expect((await attempt({ password: 'Abc1!' })).customerUserErrors[0].code).toBe('TOO_SHORT');
    expect((await attempt({ password: '' })).customerUserErrors[0].code).toBe('BLANK');
    // Spec 5: rules in order uppercase, lowercase, digit, special, length; the last failure is told.
    const special = (await attempt({ password: 'abcdefg1' }, 'EN')).customerUserErrors[0];
    expect(special).toMatchObject({ code: 'INVALID', field: ['input', 'password'] });
    expect(special.message).toMatch(/special character/);
    expect((await attempt({ password: ' Sommer#2024' })).customerUserErrors[0].code).toBe(
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
    );
    expect((await attempt({ email: 'no-at-sign' })).customerUserErrors[0].code).toBe('INVALID');
    expect((await attempt({ phone: '0151 1234' })).customerUserErrors[0].code).toBe('INVALID');
    const stored = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.emailNormalized, 'new@example.com'));
    expect(stored).toEqual([]);
  });

  it('logs in, reads the customer with addresses and orders, newest order first', async () => {
    const id = await registerCustomer(app, 'reader@example.com');
    const token = await logIn(app, 'reader@example.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await database.db.select().from(customerAccessTokens);
    expect(stored?.tokenHash).not.toBe(token);

    const created = (
      await call(CUSTOMER_ADDRESS_CREATE, { customerAccessToken: token, address: ADDRESS })
    ).body.data.customerAddressCreate;
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customerAddress).toMatchObject({
      city: 'Köln',
      countryCodeV2: 'DE',
      country: 'Deutschland',
    });
    const second = (
      await call(CUSTOMER_ADDRESS_CREATE, {
        customerAccessToken: token,
        address: { ...ADDRESS, city: 'Bonn', zip: '53111' },
      })
    ).body.data.customerAddressCreate.customerAddress;
    const updated = (
      await call(CUSTOMER_ADDRESS_UPDATE, {
        customerAccessToken: token,
        id: second.id,
        address: { ...ADDRESS, city: 'Aachen' },
      })
    ).body.data.customerAddressUpdate;
    expect(updated.customerUserErrors).toEqual([]);
    expect(updated.customerAddress.city).toBe('Aachen');
    const defaulted = (
      await call(CUSTOMER_DEFAULT_ADDRESS_UPDATE, {
        customerAccessToken: token,
        addressId: second.id,
      })
    ).body.data.customerDefaultAddressUpdate;
    expect(defaulted.customer.defaultAddress.id).toBe(second.id);
    const blank = (
      await call(CUSTOMER_ADDRESS_CREATE, {
        customerAccessToken: token,
        address: { ...ADDRESS, city: ' ' },
      })
    ).body.data.customerAddressCreate;
    expect(blank.customerUserErrors[0]).toMatchObject({
      code: 'BLANK',
      field: ['address', 'city'],
    });

    const customerId = Number(id.split('/').at(-1));
    await createDemoOrders(database.db, {
      id: customerId,
      email: 'reader@example.com',
      firstName: 'Anna',
      lastName: 'Muster',
      store: getStore('de'),
      language: 'de',
      address: null,
    });
    const { body } = await call(CUSTOMER_QUERY, { customerAccessToken: token });
    const customer = body.data.customer;
    expect(customer).toMatchObject({
      email: 'reader@example.com',
      firstName: 'Anna',
      lastName: 'Muster',
    });
    expect(customer.defaultAddress.city).toBe('Aachen');
    expect(customer.addresses.edges).toHaveLength(2);
    const orders = customer.orders.edges.map((edge: { node: unknown }) => edge.node);
    expect(orders).toHaveLength(3);
    const processed = orders.map((order: { processedAt: string }) => Date.parse(order.processedAt));
    expect(processed).toEqual([...processed].sort((a, b) => b - a));
    const [inProgress, delivered, cancelled] = orders;
    expect(inProgress).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PAID',
      successfulFulfillments: [],
    });
    expect(inProgress.totalShippingPrice).toEqual({ amount: '4.95', currencyCode: 'EUR' });
    expect(delivered.fulfillmentStatus).toBe('FULFILLED');
    expect(delivered.totalShippingPrice.amount).toBe('0.00');
    expect(delivered.name).toBe(`#${delivered.orderNumber}`);
    expect(delivered.successfulFulfillments[0].trackingCompany).toBe('DHL');
    expect(delivered.successfulFulfillments[0].trackingInfo[0].url).toMatch(/^https:\/\//);
    expect(delivered.shippingAddress).toMatchObject({
      city: 'Berlin',
      zip: '10115',
      name: 'Anna Muster',
    });
    const lines = delivered.lineItems.edges.map((edge: { node: unknown }) => edge.node);
    expect(lines[0].variant).toMatchObject({
      sku: expect.any(String),
      price: { currencyCode: 'EUR' },
    });
    const lineSum = lines.reduce(
      (sum: number, line: { originalTotalPrice: { amount: string } }) =>
        sum + Number(line.originalTotalPrice.amount),
      0,
    );
    expect(Number(delivered.totalPrice.amount)).toBeCloseTo(
      lineSum + Number(delivered.totalShippingPrice.amount),
      2,
    );
    expect(cancelled.cancelReason).toBe('CUSTOMER');

    const deleted = (
      await call(CUSTOMER_ADDRESS_DELETE, { customerAccessToken: token, id: second.id })
    ).body.data.customerAddressDelete;
    expect(deleted.deletedCustomerAddressId).toBe(second.id);
    const after = (await call(CUSTOMER_QUERY, { customerAccessToken: token })).body.data.customer;
    expect(after.defaultAddress.id).toBe(created.customerAddress.id);
  });

  it('updates personal data; a new password ends every session and returns a new one', async () => {
    await registerCustomer(app, 'update@example.com');
    const first = await logIn(app, 'update@example.com');
    const second = await logIn(app, 'update@example.com');
    const renamed = (
      await call(CUSTOMER_UPDATE, {
        customerAccessToken: first,
        customer: { firstName: 'Berta', phone: '+4915112345678' },
      })
    ).body.data.customerUpdate;
    expect(renamed.customer).toMatchObject({ firstName: 'Berta', phone: '+4915112345678' });
    expect(renamed.customerAccessToken).toBeNull();
    const badPhone = (
      await call(CUSTOMER_UPDATE, { customerAccessToken: first, customer: { phone: '0151-123' } })
    ).body.data.customerUpdate;
    expect(badPhone.customerUserErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['customer', 'phone'],
    });
    const taken = (
      await call(CUSTOMER_UPDATE, {
        customerAccessToken: first,
        customer: { email: 'reader@example.com' },
      })
    ).body.data.customerUpdate;
    expect(taken.customerUserErrors[0].code).toBe('TAKEN');

    const changed = (
      await call(CUSTOMER_UPDATE, {
        customerAccessToken: first,
        customer: { password: 'Winter#2025' },
      })
    ).body.data.customerUpdate;
    const fresh = changed.customerAccessToken.accessToken;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    for (const old of [first, second]) {
      expect(
        (await call(CUSTOMER_QUERY, { customerAccessToken: old })).body.data.customer,
      ).toBeNull();
    }
    expect(
      (await call(CUSTOMER_QUERY, { customerAccessToken: fresh })).body.data.customer.firstName,
    ).toBe('Berta');
    await expect(logIn(app, 'update@example.com', 'Winter#2025')).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('logs out: the token is deleted and later use answers customer: null', async () => {
    await registerCustomer(app, 'logout@example.com');
    const token = await logIn(app, 'logout@example.com');
    const renewed = (await call(CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: token })).body
      .data.customerAccessTokenRenew;
    expect(renewed.customerAccessToken.accessToken).toBe(token);
    const deleted = (await call(CUSTOMER_ACCESS_TOKEN_DELETE, { customerAccessToken: token })).body
      .data.customerAccessTokenDelete;
    expect(deleted).toMatchObject({ deletedAccessToken: token, userErrors: [] });
    expect(
      (await call(CUSTOMER_QUERY, { customerAccessToken: token })).body.data.customer,
    ).toBeNull();
    const again = (await call(CUSTOMER_ACCESS_TOKEN_DELETE, { customerAccessToken: token })).body
      .data.customerAccessTokenDelete;
    expect(again.deletedAccessToken).toBeNull();
    expect(again.userErrors).toHaveLength(1);
    const address = (
      await call(CUSTOMER_ADDRESS_CREATE, { customerAccessToken: token, address: ADDRESS })
    ).body.data.customerAddressCreate;
    expect(address.customerUserErrors[0].code).toBe('TOKEN_INVALID');
  });

  it('treats an expired token as logged out', async () => {
    await registerCustomer(app, 'expired@example.com');
    const token = await logIn(app, 'expired@example.com');
    await database.db.execute(
      "update customer_access_tokens set expires_at = now() - interval '1 minute'",
    );
    expect(
      (await call(CUSTOMER_QUERY, { customerAccessToken: token })).body.data.customer,
    ).toBeNull();
    const renewed = (await call(CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: token })).body
      .data.customerAccessTokenRenew;
    expect(renewed.customerAccessToken).toBeNull();
  });
});
