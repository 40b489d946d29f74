import type { LanguageCode } from './languages';

/*
 * The single sign-on account site (spec 2.2, 4, 7): login, orders and identity pages served by
 * the commerce service under per-language paths, and the shared session cookies both the
 * account site and the storefront read. One place for every fact both apps must agree on.
 */

/** Pages of the account site; logout is a form post on the identity and orders pages. */
export const ACCOUNT_SITE_PAGES = ['login', 'orders', 'identity', 'logout'] as const;
export type AccountSitePage = (typeof ACCOUNT_SITE_PAGES)[number];

/** Every account-site page lives under this prefix, then the language, then the slug. */
export const ACCOUNT_SITE_PREFIX = '/account';

/** Slugs per language: ASCII words of the language, distinct within a language. */
const ACCOUNT_SITE_SLUGS: Record<LanguageCode, Record<AccountSitePage, string>> = {
  de: { login: 'anmelden', orders: 'bestellungen', identity: 'identitaet', logout: 'abmelden' },
  fr: { login: 'connexion', orders: 'commandes', identity: 'identite', logout: 'deconnexion' },
  en: { login: 'login', orders: 'orders', identity: 'identity', logout: 'logout' },
  nl: { login: 'inloggen', orders: 'bestellingen', identity: 'identiteit', logout: 'uitloggen' },
  it: { login: 'accesso', orders: 'ordini', identity: 'identita', logout: 'esci' },
  pl: { login: 'logowanie', orders: 'zamowienia', identity: 'tozsamosc', logout: 'wyloguj' },
  es: { login: 'acceso', orders: 'pedidos', identity: 'identidad', logout: 'cerrar-sesion' },
};

/** The account site's path of a page, e.g. accountSitePath('de', 'orders') === '/account/de/bestellungen'. */
export function accountSitePath(language: LanguageCode, page: AccountSitePage): string {
  return `${ACCOUNT_SITE_PREFIX}/${language}/${ACCOUNT_SITE_SLUGS[language][page]}`;
}

/** The page a slug names in a language, or undefined. */
export function accountSitePageOf(
  language: LanguageCode,
  slug: string,
): AccountSitePage | undefined {
  return ACCOUNT_SITE_PAGES.find((page) => ACCOUNT_SITE_SLUGS[language][page] === slug);
}

/** The shop's brand variants; the account site takes the visitor's as `?theme=`. */
export const ACCOUNT_SITE_THEMES = ['default', 'second'] as const;
export type AccountSiteTheme = (typeof ACCOUNT_SITE_THEMES)[number];
export const ACCOUNT_SITE_THEME_PARAMETER = 'theme';
/** Absolute URL on the storefront (or an account-site path) to go to after login. */
export const ACCOUNT_SITE_RETURN_TO_PARAMETER = 'returnTo';

/** The default address of the logged-in customer for a country (spec 7), answered as JSON. */
export const ACCOUNT_SITE_DEFAULT_ADDRESS_PATH = '/api/address/default';

/** Builds an account-site link: base URL (may carry a path prefix), page, theme, return URL. */
export function accountSiteUrl(
  baseUrl: string,
  language: LanguageCode,
  page: AccountSitePage,
  options: { theme: AccountSiteTheme; returnTo?: string },
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${accountSitePath(language, page)}`);
  url.searchParams.set(ACCOUNT_SITE_THEME_PARAMETER, options.theme);
  if (options.returnTo !== undefined)
    url.searchParams.set(ACCOUNT_SITE_RETURN_TO_PARAMETER, options.returnTo);
  return url.toString();
}

/*
 * The session: `customerAccessToken` (CUSTOMER_SESSION_COOKIE in constants.ts) holds the
 * customer access token, HttpOnly; this second cookie holds its expiry as an ISO 8601 instant,
 * readable by script, so the page can end the session when the expiry passes without asking
 * the server. Both are set with the same Expires, Path=/, SameSite=Lax, Secure outside
 * localhost, by whichever side logs the customer in (shop login form or account site).
 */
// Its name must not contain the token cookie's: scripts may read this one, never that.
export const CUSTOMER_SESSION_EXPIRY_COOKIE = 'customerSessionExpiresAt';

export function formatSessionExpiry(expiresAt: Date): string {
  return expiresAt.toISOString();
}

/** The expiry a cookie value names, or undefined when it is no ISO 8601 instant. */
export function parseSessionExpiry(value: string | undefined): Date | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value))
    return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
