/*
 * Local storage throws in some privacy modes and when full; the header's caches are an
 * optimisation, so failures read as "nothing stored" and writes are dropped.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the next page load fetches again.
  }
}
