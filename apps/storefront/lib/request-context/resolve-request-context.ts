import {
  countryHeaderFromCookie,
  detectCountry,
  isLanguageCode,
  type LanguageCode,
  type StoreKey,
} from '@shop/shop-config';
import { preferredLanguage } from '../i18n/accept-language';

export interface IncomingRequestFacts {
  pathname: string;
  acceptLanguage: string | null;
  /** Value of the x-country-code request header. */
  countryHeader: string | null;
  /** Value of the country cookie set by the language and delivery-country selector. */
  countryCookie: string | undefined;
}

export type RequestContext =
  /** The bare shop address: send the visitor to the home page of their language. */
  | { kind: 'redirect'; location: string }
  /**
   * A page request. `knownLanguage` is false when the first segment names no shop language
   * (e.g. /xx/...); `language` then is the browser's language, for the not-found page.
   */
  | { kind: 'page'; language: LanguageCode; knownLanguage: boolean; storeKey: StoreKey };

function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * Resolves language and store of a request as spec section 4 orders it. The language is the
 * URL prefix; '/' redirects to the browser's language (Accept-Language, else 'de'). The store
 * comes from detectCountry, fed with the x-country-code header or, without one, the country
 * cookie, so a country chosen in the selector outranks the URL.
 */
export function resolveRequestContext(request: IncomingRequestFacts): RequestContext {
  const browserLanguage = preferredLanguage(request.acceptLanguage);
  if (request.pathname === '/') {
    return { kind: 'redirect', location: `/${browserLanguage}/` };
  }
  const prefix = firstSegment(request.pathname);
  const knownLanguage = isLanguageCode(prefix);
  const language = knownLanguage ? prefix : browserLanguage;
  const headerValue = request.countryHeader?.trim() ? request.countryHeader : undefined;
  const storeKey = detectCountry({
    countryHeader: headerValue ?? countryHeaderFromCookie(request.countryCookie),
    pathname: request.pathname,
    language,
  });
  return { kind: 'page', language, knownLanguage, storeKey };
}
