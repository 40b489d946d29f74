'use client';

import { useSyncExternalStore } from 'react';
import { CART_QUANTITY_COOKIE } from '../../lib/cart/cart-cookies';
import { FAVORITES_KEY } from '../../lib/favorites/favorites';
import { readStorage } from '../../lib/shell/browser-storage';
import { cartQuantity, favoritesCount, readCookie } from '../../lib/shell/count-bubble';

/** Cart events (spec 4) after which the quantityInCart cookie has changed. */
const CART_EVENTS = ['cart:add-item', 'cart:remove-item', 'cart:update-item'] as const;

// Other tabs announce wish-list changes through the storage event.
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

// Cookies announce nothing: the count is read again after this tab's cart events and
// whenever the tab comes back (another tab may have changed the cart).
function subscribeToCart(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  for (const event of CART_EVENTS) window.addEventListener(event, onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
    for (const event of CART_EVENTS) window.removeEventListener(event, onChange);
  };
}

/** Number of products on the wish list; 0 on the server, where local storage is unknown. */
export function useFavoritesCount(): number {
  return useSyncExternalStore(
    subscribeToStorage,
    () => favoritesCount(readStorage(FAVORITES_KEY)),
    () => 0,
  );
}

/** Total quantity in the cart, from the quantityInCart cookie. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => cartQuantity(readCookie(document.cookie, CART_QUANTITY_COOKIE)),
    () => 0,
  );
}
