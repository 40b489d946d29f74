import 'server-only';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '../security/transport';
import { CART_ID_COOKIE, CART_QUANTITY_COOKIE, cartCookieOptions, isCartId } from './cart-cookies';

/** Whether the cart cookies get the Secure flag: one rule for every cookie of the shop. */
export async function secureCookies(): Promise<boolean> {
  return secureCookiesFor(await headers());
}

/** The cart id the shopper's cookie holds, if it is one. */
export async function storedCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_ID_COOKIE)?.value;
  return isCartId(value) ? value : undefined;
}

/** Keeps the cart's total quantity in the quantityInCart cookie (spec 7) for the header. */
export async function rememberCartQuantity(totalQuantity: number): Promise<void> {
  (await cookies()).set(
    CART_QUANTITY_COOKIE,
    String(totalQuantity),
    cartCookieOptions(await secureCookies(), false),
  );
}

/**
 * Forgets a cart id that names no cart any more (spec 4): the next add creates a new cart.
 * Only server actions and route handlers may call this (server components cannot set cookies).
 */
export async function forgetCart(): Promise<void> {
  const cookieStore = await cookies();
  cookieStore.delete(CART_ID_COOKIE);
  cookieStore.delete(CART_QUANTITY_COOKIE);
}
