import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  type CountryCode,
  flagIconPath,
  normaliseCountryCode,
} from './country-names';
import type { LanguageCode } from './languages';
import type { StoreKey } from './stores';

/** A country offered in the language and delivery-country selector (spec 1 and 2.6). */
export interface DeliveryCountry {
  readonly code: CountryCode;
  readonly nameTranslation: Readonly<Record<LanguageCode, string>>;
  readonly flagIcon: string;
  /** The store whose prices, currency and cart serve deliveries to this country. */
  readonly storeKey: StoreKey;
}

/*
 * Store countries serve themselves. The others have no store of their own, so they are sent to
 * the nearest fitting one: the United Kingdom to the English-speaking Irish store, Czech Republic,
 * Denmark and Sweden to Germany, Portugal to Spain.
 */
const SERVING_STORE: Record<CountryCode, StoreKey> = {
  de: 'de',
  nl: 'nl',
  be: 'be',
  lu: 'lu',
  fr: 'fr',
  it: 'it',
  at: 'at',
  pl: 'pl',
  es: 'es',
  ch: 'ch',
  ie: 'ie',
  gb: 'ie',
  cz: 'de',
  dk: 'de',
  se: 'de',
  pt: 'es',
};

/** The sixteen delivery countries in selector order: store countries first. */
export const DELIVERY_COUNTRIES: readonly DeliveryCountry[] = COUNTRY_CODES.map((code) => ({
  code,
  nameTranslation: COUNTRY_NAMES[code],
  flagIcon: flagIconPath(code),
  storeKey: SERVING_STORE[code],
}));

/**
 * The delivery country with this code, or undefined if it is not offered. Case-insensitive, and
 * 'uk' finds the United Kingdom like 'gb' does (spec 2.1).
 */
export function deliveryCountry(code: string): DeliveryCountry | undefined {
  const wanted = normaliseCountryCode(code);
  return DELIVERY_COUNTRIES.find((country) => country.code === wanted);
}
