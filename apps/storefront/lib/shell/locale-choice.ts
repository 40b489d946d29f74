import {
  COUNTRY_COOKIE,
  type CountryCode,
  countryHeaderFromCookie,
  deliveryCountry,
  isLanguageCode,
  isStoreKey,
  LANGUAGES,
  type LanguageCode,
  localizedPath,
  productPath,
  routeForPath,
  type StoreKey,
} from '@shop/shop-config';

/** Local-storage key of the shopper's last confirmed language and delivery country. */
export const LOCALE_CHOICE_KEY = 'localeChoice';

/** The country cookie lives a year: long enough that returning shoppers keep their choice. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleChoice {
  language: LanguageCode;
  country: CountryCode;
}

/** The remembered choice from local storage, or undefined when absent or not ours. */
export function parseLocaleChoice(stored: string | null): LocaleChoice | undefined {
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const language = 'language' in value ? value.language : undefined;
    const country = 'country' in value && typeof value.country === 'string' ? value.country : '';
    const offered = deliveryCountry(country);
    if (!isLanguageCode(language) || offered === undefined) return undefined;
    return { language, country: offered.code };
  } catch {
    return undefined;
  }
}

/**
 * The store a delivery country ends up in once its cookie is read back: the cookie holds
 * the serving store, which the proxy maps on (a cookie for Austria means Germany, spec 4).
 */
export function storeOfCountry(country: CountryCode): StoreKey | undefined {
  const served = deliveryCountry(country);
  const key = served === undefined ? undefined : countryHeaderFromCookie(served.storeKey);
  return isStoreKey(key) ? key : undefined;
}

/**
 * The country the selector starts on: the remembered one while it still leads to the store
 * serving this page (several countries share a store, e.g. the UK is served by Ireland),
 * else the store's own country.
 */
export function initialCountry(
  currentStore: StoreKey,
  remembered: LocaleChoice | undefined,
): CountryCode {
  if (remembered !== undefined && storeOfCountry(remembered.country) === currentStore) {
    return remembered.country;
  }
  return currentStore;
}

/** The country cookie as `document.cookie` takes it (spec 7: path '/'). */
export function countryCookie(country: CountryCode, options: { secure: boolean }): string {
  const store = deliveryCountry(country)?.storeKey ?? country;
  const attributes = [`Path=/`, `Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return [`${COUNTRY_COOKIE}=${store}`, ...attributes].join('; ');
}

/**
 * Where the same page lives in another language: localized routes and product pages are
 * translated here, other pages through their alternate-language links (hreflang → path);
 * a page without a translation leads to the home page of the language.
 */
export function pathInLanguage(
  location: { pathname: string; search: string },
  target: LanguageCode,
  alternates: Readonly<Record<string, string>>,
): string {
  const [, prefix = '', ...rest] = location.pathname.split('/');
  if (isLanguageCode(prefix)) {
    const slug = rest.join('/');
    const route = routeForPath(prefix, slug);
    if (route !== undefined) return `${localizedPath(target, route)}${location.search}`;
    const product = /^p\/([^/]+)$/.exec(slug);
    if (product?.[1] !== undefined) {
      return productPath(target, decodeURIComponent(product[1]));
    }
  }
  const alternate = alternates[LANGUAGES[target].hreflang];
  if (alternate !== undefined) {
    const path = new URL(alternate, 'http://shop.invalid').pathname;
    if (path.startsWith(`/${target}/`)) return path;
  }
  return LANGUAGES[target].url;
}
