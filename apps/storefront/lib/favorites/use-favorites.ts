'use client';

import { useCallback, useSyncExternalStore } from 'react';
import {
  FAVORITES_COOKIE_MAX_AGE_SECONDS,
  FAVORITES_KEY,
  favoritesCookieValue,
  mergeFavorites,
  parseFavoritesCookie,
  parseStoredFavorites,
  serializeFavorites,
  toggleFavorite,
} from './favorites';

const NO_FAVORITES: readonly number[] = [];

function readStored(): string | null {
  try {
    return window.localStorage.getItem(FAVORITES_KEY);
  } catch {
    return null;
  }
}

// Parsed once per stored value, so useSyncExternalStore sees a stable snapshot.
let cachedValue: string | null = null;
let cachedIds: readonly number[] = NO_FAVORITES;
function snapshot(): readonly number[] {
  const stored = readStored();
  if (stored !== cachedValue) {
    cachedValue = stored;
    cachedIds = parseStoredFavorites(stored);
  }
  return cachedIds;
}

// Other tabs announce changes through the storage event; this tab dispatches one itself,
// which also updates the header's wish-list count.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const subscribeToNothing = () => () => {};

/** Writes the list to local storage and the cookie, and tells every listener (spec 4 events). */
export function saveFavorites(ids: readonly number[], change?: { id: number; added: boolean }) {
  const value = serializeFavorites(ids);
  try {
    window.localStorage.setItem(FAVORITES_KEY, value);
  } catch {
    // Local storage is full or blocked: the cookie still carries the list.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps favorites in a cookie with path /.
  document.cookie = `${FAVORITES_KEY}=${favoritesCookieValue(ids)}; path=/; max-age=${FAVORITES_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY, newValue: value }));
  if (change) {
    window.dispatchEvent(
      new CustomEvent(change.added ? 'wishlist:add-item' : 'wishlist:remove-item', {
        detail: { id: change.id },
      }),
    );
  }
}

function favoritesCookieOfDocument(): number[] {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FAVORITES_KEY) return parseFavoritesCookie(value.join('='));
  }
  return [];
}

/**
 * Brings local storage and the cookie together once per page load: the server sets the
 * cookie alone (the account's wish list merged in at login), and a cookie can expire while
 * local storage stays. Both then hold the union, local storage's order first.
 */
export function syncFavoritesWithCookie(): void {
  const stored = snapshot();
  const fromCookie = favoritesCookieOfDocument();
  const union = mergeFavorites(stored, fromCookie);
  if (union.length === stored.length && union.length === fromCookie.length) return;
  saveFavorites(union);
}

/**
 * The wish list and a toggle; empty on the server, where local storage is unknown, and
 * `loaded` tells the browser's list from that empty start.
 */
export function useFavorites(): {
  ids: readonly number[];
  loaded: boolean;
  toggle: (id: number) => void;
} {
  const ids = useSyncExternalStore(subscribe, snapshot, () => NO_FAVORITES);
  const loaded = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const toggle = useCallback((id: number) => {
    const current = snapshot();
    const next = toggleFavorite(current, id);
    saveFavorites(next, { id, added: next.length > current.length });
  }, []);
  return { ids, loaded, toggle };
}
