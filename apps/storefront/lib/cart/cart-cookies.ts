/**
 * The cart's cookies. The cart id is the key to the shopper's cart, so only the server
 * reads it (HttpOnly); the total quantity is for the header's count bubble (spec 7
 * `quantityInCart`), which reads it in the browser. Host-only, so the id is kept per shop
 * address (spec 4 cart creation).
 */
export const CART_ID_COOKIE = 'cartId';
export const CART_QUANTITY_COOKIE = 'quantityInCart';

/** Carts live 14 days after their last change in the commerce service (CART_TTL_DAYS). */
const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export interface CartCookieOptions {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: boolean;
  maxAge: number;
}

export function cartCookieOptions(secure: boolean, httpOnly: boolean): CartCookieOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly, maxAge: CART_COOKIE_MAX_AGE_SECONDS };
}

/** A cart id as our cookie may hold it: a Shopify cart gid, nothing else. */
export function isCartId(value: string | undefined): value is string {
  return (
    value !== undefined &&
    value.length <= 300 &&
    /^gid:\/\/shopify\/Cart\/[\w-]+(\?[\w=&-]*)?$/.test(value)
  );
}
