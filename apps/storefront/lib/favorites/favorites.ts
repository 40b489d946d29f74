/**
 * The wish list (spec 3 "Favorites", spec 4): a list of product ids, kept in the browser's
 * local storage under 'favorites' (a JSON array) and in a cookie 'favorites' with path /
 * (the ids joined by commas, which needs no escaping), so server pages can read it too.
 * Pure functions here; `use-favorites.ts` binds them to the browser.
 */

/** Local-storage key and cookie name of the wish list. */
export const FAVORITES_KEY = 'favorites';
/** Most ids kept, as the search service's favorites lookup resolves no more (FAVORITES_MAX_IDS). */
export const FAVORITES_MAX = 200;
/** The cookie lives as long as a wish list is useful: one year. */
export const FAVORITES_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

function toId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

function distinctIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = toId(value);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-FAVORITES_MAX);
}

/** The ids of a stored value; missing, broken or foreign values read as an empty list. */
export function parseStoredFavorites(stored: string | null | undefined): number[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? distinctIds(parsed) : [];
  } catch {
    return [];
  }
}

/** The ids of the cookie's value ('12,7,40'); anything else is left out. */
export function parseFavoritesCookie(value: string | null | undefined): number[] {
  if (!value) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return [];
  }
  return distinctIds(decoded.split(','));
}

export function serializeFavorites(ids: readonly number[]): string {
  return JSON.stringify(distinctIds(ids));
}

export function favoritesCookieValue(ids: readonly number[]): string {
  return distinctIds(ids).join(',');
}

/** Adds an id at the end; an id already listed stays where it is (no duplicates). */
export function addFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : distinctIds([...ids, id]);
}

export function removeFavorite(ids: readonly number[], id: number): number[] {
  return ids.filter((entry) => entry !== id);
}

export function toggleFavorite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? removeFavorite(ids, id) : addFavorite(ids, id);
}

/**
 * The union of two lists without duplicates (login merges the browser's favorites with the
 * account's wish list): `first` keeps its order, ids only in `second` follow in theirs.
 */
export function mergeFavorites(first: readonly number[], second: readonly number[]): number[] {
  return distinctIds([...first, ...second]);
}
