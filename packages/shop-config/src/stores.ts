import { COUNTRY_NAMES, flagIconPath } from './country-names';
import { LANGUAGES, type LanguageCode } from './languages';

/** The shop runs one store per country (spec section 1). */
export const STORE_KEYS = [
  'de',
  'nl',
  'be',
  'lu',
  'fr',
  'it',
  'at',
  'pl',
  'es',
  'ch',
  'ie',
] as const;
export type StoreKey = (typeof STORE_KEYS)[number];

/** Default country of the shop (spec section 9). */
export const DEFAULT_STORE_KEY: StoreKey = 'de';

export function isStoreKey(value: unknown): value is StoreKey {
  return STORE_KEYS.some((key) => key === value);
}

/** Currencies of the stores: EUR, except PLN for Poland and CHF for Switzerland (spec 3 "Store"). */
export type CurrencyCode = 'EUR' | 'PLN' | 'CHF';

/** Locales used to format prices, one per store (spec 3 "Store"). */
export type PriceLocale =
  | 'de-DE'
  | 'nl-NL'
  | 'nl-BE'
  | 'nl-LU'
  | 'fr-FR'
  | 'it-IT'
  | 'de-AT'
  | 'pl-PL'
  | 'es-ES'
  | 'de-CH'
  | 'de-IE';

/** Delivery time in working days as shown on product and cart pages (spec section 9). */
export type DeliveryTimeWorkingDays = '1-3' | '2-4' | '2-5';

/**
 * A country store. Storefront API domain and token, review-service domain and token (spec 3
 * "Store") are secrets per deployment, so they come from the services' environment, not from here.
 */
export interface Store {
  readonly key: StoreKey;
  /** Uppercase ISO country code, e.g. 'DE'. */
  readonly code: string;
  readonly nameTranslation: Readonly<Record<LanguageCode, string>>;
  readonly flagIcon: string;
  readonly shopDomain: string;
  readonly defaultLanguage: LanguageCode;
  /** Native label of the default language, e.g. 'Nederlands'. */
  readonly languageLabel: string;
  /** Only the German store carries a locale (spec 3 "Store"). */
  readonly locale?: 'de';
  readonly prices: { readonly locale: PriceLocale; readonly currency: CurrencyCode };
  /** Accounts live on the external single sign-on site (spec section 4). */
  readonly singleSignOn: boolean;
  readonly deliveryTime: DeliveryTimeWorkingDays;
  /** Instance name sent to the commerce search service (spec section 7). */
  readonly searchInstance: `shop-${StoreKey}`;
}

/** The facts that differ per store; everything else is derived from the key. */
interface StoreFacts {
  code: string;
  defaultLanguage: LanguageCode;
  priceLocale: PriceLocale;
  currency: CurrencyCode;
  singleSignOn: boolean;
  deliveryTime: DeliveryTimeWorkingDays;
}

function defineStore(key: StoreKey, facts: StoreFacts): Store {
  return {
    key,
    code: facts.code,
    nameTranslation: COUNTRY_NAMES[key],
    flagIcon: flagIconPath(key),
    shopDomain: `${key}.shop.example`,
    defaultLanguage: facts.defaultLanguage,
    languageLabel: LANGUAGES[facts.defaultLanguage].label,
    ...(key === 'de' ? { locale: 'de' } : {}),
    prices: { locale: facts.priceLocale, currency: facts.currency },
    singleSignOn: facts.singleSignOn,
    deliveryTime: facts.deliveryTime,
    searchInstance: `shop-${key}`,
  };
}

/*
 * Single sign-on for de, nl, be, lu, fr, it, at, pl, es but not ch, ie (spec section 4).
 * Delivery times: 2-4 days for France, 2-5 for Poland, Italy and Spain, 1-3 elsewhere (spec 9).
 */
export const STORES: Readonly<Record<StoreKey, Store>> = {
  de: defineStore('de', {
    code: 'DE',
    defaultLanguage: 'de',
    priceLocale: 'de-DE',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '1-3',
  }),
  nl: defineStore('nl', {
    code: 'NL',
    defaultLanguage: 'nl',
    priceLocale: 'nl-NL',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '1-3',
  }),
  be: defineStore('be', {
    code: 'BE',
    defaultLanguage: 'nl',
    priceLocale: 'nl-BE',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '1-3',
  }),
  lu: defineStore('lu', {
    code: 'LU',
    defaultLanguage: 'fr',
    priceLocale: 'nl-LU',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '1-3',
  }),
  fr: defineStore('fr', {
    code: 'FR',
    defaultLanguage: 'fr',
    priceLocale: 'fr-FR',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '2-4',
  }),
  it: defineStore('it', {
    code: 'IT',
    defaultLanguage: 'it',
    priceLocale: 'it-IT',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '2-5',
  }),
  at: defineStore('at', {
    code: 'AT',
    defaultLanguage: 'de',
    priceLocale: 'de-AT',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '1-3',
  }),
  pl: defineStore('pl', {
    code: 'PL',
    defaultLanguage: 'pl',
    priceLocale: 'pl-PL',
    currency: 'PLN',
    singleSignOn: true,
    deliveryTime: '2-5',
  }),
  es: defineStore('es', {
    code: 'ES',
    defaultLanguage: 'es',
    priceLocale: 'es-ES',
    currency: 'EUR',
    singleSignOn: true,
    deliveryTime: '2-5',
  }),
  ch: defineStore('ch', {
    code: 'CH',
    defaultLanguage: 'de',
    priceLocale: 'de-CH',
    currency: 'CHF',
    singleSignOn: false,
    deliveryTime: '1-3',
  }),
  ie: defineStore('ie', {
    code: 'IE',
    defaultLanguage: 'en',
    priceLocale: 'de-IE',
    currency: 'EUR',
    singleSignOn: false,
    deliveryTime: '1-3',
  }),
};

export function getStore(key: StoreKey): Store {
  return STORES[key];
}
