/** Largest count a bubble spells out; more reads "999+" (three digits is the widest style). */
const MAX_SHOWN_COUNT = 999;

export interface CountBubble {
  text: string;
  /** Digits shown, picking the bubble style: spec 9 has variants for two and three digits. */
  digits: 1 | 2 | 3;
}

/** The bubble on the wish-list or cart icon, or undefined when there is nothing to count. */
export function countBubble(count: number): CountBubble | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined;
  const whole = Math.floor(count);
  if (whole > MAX_SHOWN_COUNT) return { text: `${MAX_SHOWN_COUNT}+`, digits: 3 };
  const digits = whole >= 100 ? 3 : whole >= 10 ? 2 : 1;
  return { text: String(whole), digits };
}

/** Number of distinct ids in the 'favorites' local-storage value (spec 3 "Favorites"). */
export function favoritesCount(stored: string | null): number {
  if (stored === null) return 0;
  let ids: unknown;
  try {
    ids = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (!Array.isArray(ids)) return 0;
  const valid = ids.filter(
    (id) => (typeof id === 'string' && id.trim() !== '') || typeof id === 'number',
  );
  return new Set(valid.map(String)).size;
}

/** A cookie's value from a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The cart's total quantity from the `quantityInCart` cookie (spec 7); 0 when unset or junk. */
export function cartQuantity(cookieValue: string | undefined): number {
  if (cookieValue === undefined || !/^\d{1,6}$/.test(cookieValue)) return 0;
  return Number(cookieValue);
}
