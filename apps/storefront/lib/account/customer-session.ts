import 'server-only';
import { CUSTOMER_SESSION_COOKIE } from '@shop/shop-config';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '../security/transport';

/**
 * The customer session (spec 4): the Storefront API access token lives in a cookie the
 * storefront server sets, HttpOnly so no script (and no XSS) can read it, never in local
 * storage. It expires with the token, so an expired token is simply gone: logged out.
 */
export const CUSTOMER_TOKEN_COOKIE = CUSTOMER_SESSION_COOKIE;

// The commerce service issues 64 hex digits; Shopify 32. Anything else is not ours.
const ACCESS_TOKEN_PATTERN = /^[0-9a-f]{32,128}$/;

/** Secure outside localhost: a shop on a laptop runs on plain http://localhost. */
export async function secureCookie(): Promise<boolean> {
  return secureCookiesFor(await headers());
}

/** The logged-in customer's access token, or undefined when logged out. */
export async function customerAccessToken(): Promise<string | undefined> {
  const value = (await cookies()).get(CUSTOMER_TOKEN_COOKIE)?.value;
  return value !== undefined && ACCESS_TOKEN_PATTERN.test(value) ? value : undefined;
}

/** Starts the session; the cookie ends when the token does. */
export async function startCustomerSession(accessToken: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(CUSTOMER_TOKEN_COOKIE, accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await secureCookie(),
    expires: expiresAt,
  });
}

export async function endCustomerSession(): Promise<void> {
  (await cookies()).set(CUSTOMER_TOKEN_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: await secureCookie(),
    maxAge: 0,
  });
}
