import 'server-only';
import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_EXPIRY_COOKIE,
  formatSessionExpiry,
  parseSessionExpiry,
} from '@shop/shop-config';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '../security/transport';

/**
 * The customer session (spec 4): the Storefront API access token lives in a cookie the
 * storefront server (or, in single sign-on mode, the account site on the same host) sets,
 * HttpOnly so no script (and no XSS) can read it, never in local storage. A second cookie
 * carries the token's expiry for the page's script; both expire with the token.
 */
export const CUSTOMER_TOKEN_COOKIE = CUSTOMER_SESSION_COOKIE;

// The commerce service issues 64 hex digits; Shopify 32. Anything else is not ours.
const ACCESS_TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;

/** Secure outside localhost: a shop on a laptop runs on plain http://localhost. */
export async function secureCookie(): Promise<boolean> {
  return secureCookiesFor(await headers());
}

/**
 * Whether the session's expiry has passed. A session without the expiry cookie (set before
 * it existed) counts until its token cookie ends.
 */
export function sessionExpired(expiryCookie: string | undefined, now = new Date()): boolean {
  if (expiryCookie === undefined) return false;
  const expiresAt = parseSessionExpiry(expiryCookie);
  return expiresAt === undefined || expiresAt.getTime() <= now.getTime();
}

/**
 * Whether the visitor counts as logged in (header, tracking): a session cookie whose expiry
 * has not passed. Whether the token is still valid is the user fetch's question (spec 4).
 */
export async function hasCustomerSession(): Promise<boolean> {
  const store = await cookies();
  return (
    (store.get(CUSTOMER_TOKEN_COOKIE)?.value ?? '') !== '' &&
    !sessionExpired(store.get(CUSTOMER_SESSION_EXPIRY_COOKIE)?.value)
  );
}

/** The logged-in customer's access token, or undefined when logged out or expired. */
export async function customerAccessToken(): Promise<string | undefined> {
  const store = await cookies();
  const value = store.get(CUSTOMER_TOKEN_COOKIE)?.value;
  if (value === undefined || !ACCESS_TOKEN_PATTERN.test(value)) return undefined;
  return sessionExpired(store.get(CUSTOMER_SESSION_EXPIRY_COOKIE)?.value) ? undefined : value;
}

/** Starts the session; the cookies end when the token does. */
export async function startCustomerSession(accessToken: string, expiresAt: Date): Promise<void> {
  const store = await cookies();
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: await secureCookie(),
    expires: expiresAt,
  };
  store.set(CUSTOMER_TOKEN_COOKIE, accessToken, { ...common, httpOnly: true });
  store.set(CUSTOMER_SESSION_EXPIRY_COOKIE, formatSessionExpiry(expiresAt), {
    ...common,
    httpOnly: false,
  });
}

export async function endCustomerSession(): Promise<void> {
  const store = await cookies();
  const common = { path: '/', sameSite: 'lax' as const, secure: await secureCookie(), maxAge: 0 };
  store.set(CUSTOMER_TOKEN_COOKIE, '', { ...common, httpOnly: true });
  store.set(CUSTOMER_SESSION_EXPIRY_COOKIE, '', { ...common, httpOnly: false });
}
