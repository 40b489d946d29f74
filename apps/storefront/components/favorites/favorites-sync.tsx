'use client';

import { useEffect } from 'react';
import { syncFavoritesWithCookie } from '../../lib/favorites/use-favorites';
import { recordFavoriteChange } from '../../lib/favorites/wishlist-actions';

const WISHLIST_EVENTS = ['wishlist:add-item', 'wishlist:remove-item'] as const;

function changedProductId(event: Event): number | undefined {
  if (!(event instanceof CustomEvent)) return undefined;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null || !('id' in detail)) return undefined;
  return typeof detail.id === 'number' ? detail.id : undefined;
}

/**
 * On every page: takes the favorites cookie into local storage (the server sets it at
 * login, with the account's wish list merged in), and while logged in sends each added or
 * removed favorite to the account's wish list (spec 4 wishlist events).
 */
export function FavoritesSync({ loggedIn }: { loggedIn: boolean }) {
  useEffect(() => {
    syncFavoritesWithCookie();
    if (!loggedIn) return;
    const onChange = (event: Event) => {
      const productId = changedProductId(event);
      if (productId === undefined) return;
      // The browser's list has changed already; a failure only leaves the account behind
      // until the next login merges them again.
      void recordFavoriteChange({ productId, added: event.type === 'wishlist:add-item' });
    };
    for (const name of WISHLIST_EVENTS) window.addEventListener(name, onChange);
    return () => {
      for (const name of WISHLIST_EVENTS) window.removeEventListener(name, onChange);
    };
  }, [loggedIn]);
  return null;
}
