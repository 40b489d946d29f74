'use server';

import { getStore, isCountryCode, isLanguageCode } from '@shop/shop-config';
import { cookies, headers } from 'next/headers';
import {
  CART_ID_COOKIE,
  CART_QUANTITY_COOKIE,
  cartCookieOptions,
  isCartId,
} from '../cart/cart-cookies';
import { StorefrontApiError } from '../cart/storefront-api';
import { storefrontEnv } from '../env';
import { storeOfCountry } from '../shell/locale-choice';
import { createCartIn, type Market, productsSoldIn, readCartLines } from './market-cart';
import { recheckCartLines } from './recheck-cart-lines';
import {
  REMOVED_LINES_COOKIE,
  REMOVED_LINES_MAX_AGE_SECONDS,
  removedLinesCookieValue,
} from './removed-lines-cookie';

export type MarketChangeResult =
  /** The cart (if any) now lives in the new market; `removed` lines were dropped. */
  | { status: 'moved'; removed: number }
  /** Bad input, or a service failed: nothing changed, the selector shows a message. */
  | { status: 'failed' };

async function secureCookies(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto');
  return proto === 'https' || (storefrontEnv().STOREFRONT_URL ?? '').startsWith('https:');
}

/**
 * The selector's confirm (spec 4): when a cart exists, each of its lines is re-checked in
 * the chosen store and language (sold there, price, in stock) and the cart is created again
 * in the new market with the valid lines; the cart cookies name the new cart and a
 * short-lived cookie carries the removed lines' names to the notice on the next page.
 * The country cookie is the browser's to set once this answered 'moved'. On failure the
 * old cart and cookies stay as they were.
 */
export async function moveCartToMarket(choice: {
  language: unknown;
  country: unknown;
}): Promise<MarketChangeResult> {
  const { language, country } = choice;
  if (!isLanguageCode(language) || !isCountryCode(country)) return { status: 'failed' };
  const market: Market = { store: getStore(storeOfCountry(country) ?? 'de'), language };
  const cookieStore = await cookies();
  const cartId = cookieStore.get(CART_ID_COOKIE)?.value;
  if (!isCartId(cartId)) return { status: 'moved', removed: 0 };
  try {
    const lines = await readCartLines(cartId, market);
    if (lines === null || lines.length === 0) return { status: 'moved', removed: 0 };
    const products = await productsSoldIn(
      lines.flatMap((line) => (line.productId === undefined ? [] : [line.productId])),
      market,
    );
    if (products === undefined) return { status: 'failed' };
    const { kept, removed } = recheckCartLines(lines, products, market.store);
    const secure = await secureCookies();
    if (kept.length === 0) {
      cookieStore.set(CART_ID_COOKIE, '', { ...cartCookieOptions(secure, true), maxAge: 0 });
      cookieStore.set(CART_QUANTITY_COOKIE, '0', cartCookieOptions(secure, false));
    } else {
      const created = await createCartIn(market, kept);
      if (created.status === 'refused') {
        console.error(`[cart-market] cartCreate refused: ${created.message}`);
        return { status: 'failed' };
      }
      cookieStore.set(CART_ID_COOKIE, created.cartId, cartCookieOptions(secure, true));
      cookieStore.set(
        CART_QUANTITY_COOKIE,
        String(created.totalQuantity),
        cartCookieOptions(secure, false),
      );
    }
    if (removed.length > 0) {
      cookieStore.set(REMOVED_LINES_COOKIE, removedLinesCookieValue(removed), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
        maxAge: REMOVED_LINES_MAX_AGE_SECONDS,
      });
    }
    return { status: 'moved', removed: removed.length };
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    console.error(`[cart-market] ${error.message}`, error.cause);
    return { status: 'failed' };
  }
}
