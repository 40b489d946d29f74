/**
 * What checkout tests share: the Storefront API test catalog plus prices in FR, ES, CH and
 * PL, rental periods for the monitor, the free-shipping content of spec 9, and a client
 * that calls the checkout API the way the storefront's server does (private token).
 */
import { type CountryCode, DELIVERY_COUNTRIES, getStore } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVELOPMENT_PRIVATE_TOKEN } from '../../../config';
import type { Database } from '../../../db/client';
import { products, rentalOptions, variantPrices } from '../../catalog/schema';
import { saveContentRecords } from '../../content/content-store';
import { CART_CREATE } from '../../storefront-api/contract/storefront-operations';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../../storefront-api/testing/catalog-fixture';
import { callStorefront } from '../../storefront-api/testing/storefront-client';

/** Free shipping from (minor units of the serving store's currency). */
export const FREE_SHIPPING_FROM: Partial<Record<CountryCode, number>> = {
  de: 4900,
  fr: 5900,
  es: 5900,
  ch: 5900,
  pl: 19900,
};

export async function insertCheckoutFixture(db: Database): Promise<CatalogFixture> {
  const catalog = await insertCatalogFixture(db);
  const [monitor] = await db.select().from(products).where(eq(products.articleNumber, 'BP-100'));
  if (!monitor) throw new Error('fixture monitor missing');
  await db.insert(variantPrices).values([
    { variantId: catalog.monitorVariantId, storeKey: 'fr', currency: 'EUR', amountMinor: 7999 },
    { variantId: catalog.monitorVariantId, storeKey: 'es', currency: 'EUR', amountMinor: 7999 },
    { variantId: catalog.cuffVariantId, storeKey: 'fr', currency: 'EUR', amountMinor: 2499 },
    { variantId: catalog.cuffVariantId, storeKey: 'ch', currency: 'CHF', amountMinor: 2990 },
    { variantId: catalog.cuffVariantId, storeKey: 'pl', currency: 'PLN', amountMinor: 9900 },
  ]);
  await db.insert(rentalOptions).values([
    { productId: monitor.id, months: 6, storeKey: 'de', currency: 'EUR', monthlyAmountMinor: 990 },
    { productId: monitor.id, months: 12, storeKey: 'de', currency: 'EUR', monthlyAmountMinor: 790 },
    { productId: monitor.id, months: 6, storeKey: 'ch', currency: 'CHF', monthlyAmountMinor: 1090 },
  ]);
  await saveContentRecords(db, [
    {
      kind: 'snippet',
      key: 'cart-snippets',
      locale: 'de',
      brand: 'default',
      document: {
        snippetId: 'cart-snippets',
        config: {
          main: {
            elements: [
              {
                component: 'shipping-rate',
                properties: {
                  content: {
                    shippingValue: Object.fromEntries(
                      DELIVERY_COUNTRIES.map((country) => [
                        country.code,
                        {
                          amountMinor: FREE_SHIPPING_FROM[country.code] ?? 4900,
                          currency: getStore(country.storeKey).prices.currency,
                        },
                      ]),
                    ),
                    orderMinPrice: { amountMinor: 4900, currency: 'EUR' },
                    freeShippingProducts: ['EMS-9'],
                  },
                },
              },
            ],
          },
        },
      },
    },
  ]);
  await setCatalogueMode(db, false);
  return catalog;
}

export async function setCatalogueMode(db: Database, on: boolean): Promise<void> {
  await saveContentRecords(db, [
    {
      kind: 'snippet',
      key: 'storefront-settings',
      locale: 'de',
      brand: 'default',
      document: {
        snippetId: 'storefront-settings',
        config: {
          main: {
            elements: [
              {
                component: 'storefront-settings',
                properties: { content: { isCatalogueMode: on } },
              },
            ],
          },
        },
      },
    },
  ]);
}

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
export const rentAttributes = (months: number) => [
  { key: '_product_type', value: 'rent' },
  { key: '_rental_period_months', value: String(months) },
];

/** A cart made through the Storefront API; its token is what the checkout URL carries. */
export async function createCart(
  app: FastifyInstance,
  lines: Array<{
    variantId: number;
    quantity: number;
    attributes?: Array<{ key: string; value: string }>;
  }>,
  country = 'DE',
): Promise<string> {
  const { body } = await callStorefront(app, CART_CREATE, {
    input: {
      lines: lines.map((line) => ({
        merchandiseId: variantGid(line.variantId),
        quantity: line.quantity,
        attributes: line.attributes ?? [],
      })),
      buyerIdentity: { countryCode: country },
    },
  });
  const cart = body.data?.cartCreate?.cart;
  if (!cart) throw new Error(`cartCreate failed: ${JSON.stringify(body)}`);
  const token = String(cart.checkoutUrl).split('/checkouts/')[1];
  if (!token) throw new Error(`no token in ${cart.checkoutUrl}`);
  return token;
}

export const GERMAN_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  phone: '+491511234567',
  countryCode: 'de',
};

/** The checkout API as the storefront's server calls it. */
export function checkoutClient(app: FastifyInstance) {
  const headers = {
    'content-type': 'application/json',
    'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
  };
  // The answer's shape is what the tests assert; json() leaves it untyped on purpose.
  const answer = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body ? response.json() : null,
  });
  return {
    get: async (token: string, language = 'de') =>
      answer(
        await app.inject({
          method: 'GET',
          url: `/api/checkouts/${token}?language=${language}`,
          headers,
        }),
      ),
    put: async (token: string, body: unknown) =>
      answer(
        await app.inject({
          method: 'PUT',
          url: `/api/checkouts/${token}`,
          headers,
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    order: async (token: string, body: unknown) =>
      answer(
        await app.inject({
          method: 'POST',
          url: `/api/checkouts/${token}/orders`,
          headers,
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  };
}

/** Contact, address and payment method of a German guest, as the checkout steps save them. */
export async function fillCheckout(
  client: ReturnType<typeof checkoutClient>,
  token: string,
  details: {
    email?: string;
    address?: Record<string, unknown>;
    paymentMethod?: string;
    language?: string;
  } = {},
) {
  return client.put(token, {
    language: details.language ?? 'de',
    email: details.email ?? 'anna@example.com',
    shippingAddress: details.address ?? GERMAN_ADDRESS,
    paymentMethod: details.paymentMethod ?? 'invoice',
  });
}

export const orderRequest = (extra: Record<string, unknown> = {}) => ({
  language: 'de',
  idempotencyKey: crypto.randomUUID(),
  acceptTerms: true,
  acceptWithdrawalNotice: true,
  ...extra,
});
