import 'server-only';
import { wishlistPaths, wishlistSchema } from '@shop/search-contract';
import { cookies } from 'next/headers';
import { customerAccessToken } from '../account/customer-session';
import { shopApiFetch } from '../shop-api/shop-api-fetch';
import {
  addFavorite,
  FAVORITES_COOKIE_MAX_AGE_SECONDS,
  FAVORITES_KEY,
  favoritesCookieValue,
  mergeFavorites,
  parseFavoritesCookie,
  removeFavorite,
} from './favorites';

/** The account's wish list, or undefined when the commerce service did not answer with it. */
export async function readAccountWishlist(accessToken: string): Promise<number[] | undefined> {
  const outcome = await shopApiFetch({
    method: 'GET',
    path: wishlistPaths.wishlist,
    customerAccessToken: accessToken,
    answerSchema: wishlistSchema,
  });
  return outcome.ok ? outcome.answer.productIds : undefined;
}

export async function saveAccountWishlist(
  accessToken: string,
  productIds: readonly number[],
): Promise<number[] | undefined> {
  const outcome = await shopApiFetch({
    method: 'PUT',
    path: wishlistPaths.wishlist,
    body: { productIds },
    customerAccessToken: accessToken,
    answerSchema: wishlistSchema,
  });
  return outcome.ok ? outcome.answer.productIds : undefined;
}

/**
 * At login (issue 7): the browser's favorites (cookie) and the account's wish list are
 * merged both ways, the union without duplicates: the account stores it, and the favorites
 * cookie is set to it, which the browser then takes into local storage. A failing service
 * leaves both as they were; the login itself does not fail for it.
 */
export async function mergeWishlistAtLogin(accessToken: string, secure: boolean): Promise<void> {
  const cookieStore = await cookies();
  const browser = parseFavoritesCookie(cookieStore.get(FAVORITES_KEY)?.value);
  const account = await readAccountWishlist(accessToken);
  if (account === undefined) return;
  const union = mergeFavorites(account, browser);
  const stored =
    union.length === account.length ? account : await saveAccountWishlist(accessToken, union);
  // Ids the account does not know (no longer in the catalog) stay in the browser's list.
  const merged = mergeFavorites(stored ?? account, browser);
  cookieStore.set(FAVORITES_KEY, favoritesCookieValue(merged), {
    path: '/',
    sameSite: 'lax',
    secure,
    // Local storage keeps the list in the browser; the script there reads this cookie.
    httpOnly: false,
    maxAge: FAVORITES_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * A favorite added or removed while logged in goes to the account's wish list too. The
 * change, not the browser's whole list, is applied to the stored list, so what another
 * device saved meanwhile stays. Logged out, nothing is sent.
 */
export async function applyFavoriteChangeToAccount(
  productId: number,
  added: boolean,
): Promise<'saved' | 'logged-out' | 'failed'> {
  const accessToken = await customerAccessToken();
  if (accessToken === undefined) return 'logged-out';
  const account = await readAccountWishlist(accessToken);
  if (account === undefined) return 'failed';
  const next = added ? addFavorite(account, productId) : removeFavorite(account, productId);
  const saved = await saveAccountWishlist(accessToken, next);
  return saved === undefined ? 'failed' : 'saved';
}
