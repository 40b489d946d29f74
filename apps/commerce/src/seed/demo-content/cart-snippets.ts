/**
 * cart-snippets (free-shipping rules, spec 9) and storefront-settings (catalogue mode).
 * Both hold facts, not prose, so every language carries the same values.
 */
import {
  type Money,
  type ShippingRateContent,
  type SnippetOf,
  shippingRateContentSchema,
} from '@shop/search-contract';
import {
  type CountryCode,
  DELIVERY_COUNTRIES,
  FREE_SHIPPING_DEFAULT_THRESHOLD_EUR,
  getStore,
} from '@shop/shop-config';
import { buildDemoCatalog } from '../demo-catalog/catalog';

/*
 * Free shipping from this order value, in minor units of the serving store's currency:
 * 49 € at home and next door, more where parcels travel further, 59 CHF and 199 zł in
 * the stores with their own currency.
 */
const FREE_SHIPPING_FROM_MINOR: Readonly<Record<CountryCode, number>> = {
  de: 4900,
  nl: 4900,
  be: 4900,
  lu: 4900,
  at: 4900,
  fr: 5900,
  it: 5900,
  es: 5900,
  ie: 5900,
  pt: 5900,
  cz: 6900,
  dk: 6900,
  se: 6900,
  gb: 7900,
  ch: 5900,
  pl: 19900,
};

function freeShippingThresholds(): ShippingRateContent['shippingValue'] {
  const entries = DELIVERY_COUNTRIES.map((country): [CountryCode, Money] => [
    country.code,
    {
      amountMinor: FREE_SHIPPING_FROM_MINOR[country.code],
      currency: getStore(country.storeKey).prices.currency,
    },
  ]);
  // Parsing proves all sixteen countries are there and types the record without a cast.
  return shippingRateContentSchema.shape.shippingValue.parse(Object.fromEntries(entries));
}

/** EMS suits and bundles are big-ticket items, so any order with one ships free. */
function freeShippingArticleNumbers(): string[] {
  return buildDemoCatalog()
    .filter((product) => product.kind === 'ems-suit' || product.kind === 'bundle')
    .map((product) => product.articleNumber);
}

export function cartSnippets(): SnippetOf<'cart-snippets'> {
  return {
    snippetId: 'cart-snippets',
    config: {
      main: {
        elements: [
          {
            component: 'shipping-rate',
            properties: {
              content: {
                shippingValue: freeShippingThresholds(),
                orderMinPrice: {
                  amountMinor: FREE_SHIPPING_DEFAULT_THRESHOLD_EUR * 100,
                  currency: 'EUR',
                },
                freeShippingProducts: freeShippingArticleNumbers(),
              },
            },
          },
        ],
      },
    },
  };
}

export function storefrontSettings(): SnippetOf<'storefront-settings'> {
  return {
    snippetId: 'storefront-settings',
    config: {
      main: {
        elements: [
          { component: 'storefront-settings', properties: { content: { isCatalogueMode: false } } },
        ],
      },
    },
  };
}
