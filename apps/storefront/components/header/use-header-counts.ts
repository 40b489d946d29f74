'use client';

import { useSyncExternalStore } from 'react';
import { readStorage } from '../../lib/shell/browser-storage';
import { cartQuantity, favoritesCount, readCookie } from '../../lib/shell/count-bubble';

/** Local-storage key of the wish list (spec 3 "Favorites"). */
export const FAVORITES_KEY = 'favorites';
/** Cookie holding the cart's total quantity (spec 7). */
export const CART_QUANTITY_COOKIE = 'quantityInCart';

// Other tabs announce wish-list changes through the storage event.
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

// Cookies announce nothing, so the count is read again whenever the tab comes back.
function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
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
    subscribeToVisibility,
    () => cartQuantity(readCookie(document.cookie, CART_QUANTITY_COOKIE)),
    () => 0,
  );
}
