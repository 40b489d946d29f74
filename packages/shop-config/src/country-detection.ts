import { normaliseCountryCode } from './country-names';
import { DEFAULT_STORE_KEY, isStoreKey, STORES, type Store, type StoreKey } from './stores';

/** Request header that names the visitor's country, set by the edge or by the storefront. */
export const COUNTRY_HEADER = 'x-country-code';

/** Cookie holding the country chosen in the language and delivery-country selector (spec 4). */
export const COUNTRY_COOKIE = 'country';

/** Value of the first URL segment (or header) while content is being previewed. */
const PREVIEW_SEGMENT = 'preview';

export interface CountryDetectionInput {
  /** Value of the x-country-code request header. */
  countryHeader?: string | null;
  /** Request path; its first segment is read as a country code (spec 2.1). */
  pathname?: string | null;
  /** The language of the request, e.g. from the path or the selector. */
  language?: string | null;
}

function firstPathSegment(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').find((segment) => segment !== '') ?? '';
}

function normalised(value: string | null | undefined): string {
  return value == null ? '' : normaliseCountryCode(value);
}

/** Any value that names no store is served by the German store (spec section 4). */
function storeKeyOrDefault(value: string): StoreKey {
  return isStoreKey(value) ? value : DEFAULT_STORE_KEY;
}

/**
 * Detects the store for a request (spec section 4). Candidates in order: the x-country-code
 * header, the first URL segment, the language, then 'de'; the first non-empty one wins, compared
 * case-insensitively. The segment 'preview' is no country, so it gives way to the language. 'uk'
 * is read as 'gb'; a value that names no store ('gb', 'en', 'xx') falls back to Germany.
 */
export function detectCountry({
  countryHeader,
  pathname,
  language,
}: CountryDetectionInput): StoreKey {
  const candidates = [normalised(countryHeader), normalised(firstPathSegment(pathname ?? ''))];
  const fromLanguage = normalised(language);
  const chosen = [...candidates, fromLanguage].find((value) => value !== '') ?? DEFAULT_STORE_KEY;
  if (chosen === PREVIEW_SEGMENT) {
    return storeKeyOrDefault(fromLanguage === '' ? DEFAULT_STORE_KEY : fromLanguage);
  }
  return storeKeyOrDefault(chosen);
}

/**
 * Turns the country cookie into a value for the x-country-code header. The storefront passes it
 * as that header when the request carries none, so a country chosen in the selector outranks the
 * URL. A cookie for Austria maps to Germany (spec section 4). Anything that is not a two-letter
 * code gives undefined, so a tampered cookie never reaches the detection.
 */
export function countryHeaderFromCookie(
  cookieValue: string | undefined | null,
): string | undefined {
  const code = cookieValue?.trim().toLowerCase() ?? '';
  if (!/^[a-z]{2}$/.test(code)) return undefined;
  return code === 'at' ? 'de' : code;
}

export interface StoreSelectionInput {
  /** True while content is previewed; then the given country may override detection. */
  preview: boolean;
  givenCountry?: string | null;
  /** The result of detectCountry, or any country code. */
  detectedCountry: string;
}

/**
 * Picks the store that serves a request (spec section 4): in preview the given country is used
 * when one is given, otherwise the detected country. An unknown country falls back to Germany;
 * 'uk' is read as 'gb' and therefore falls back too.
 */
export function selectStore({
  preview,
  givenCountry,
  detectedCountry,
}: StoreSelectionInput): Store {
  const given = normalised(givenCountry);
  const country = preview && given !== '' ? given : normalised(detectedCountry);
  return STORES[storeKeyOrDefault(country)];
}
