'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. On the server, and in the first render
 * after it, the answer is false, so server and browser render the same markup first.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
