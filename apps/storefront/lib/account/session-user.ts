'use client';

import { CUSTOMER_SESSION_EXPIRY_COOKIE, parseSessionExpiry } from '@shop/shop-config';
import { useSyncExternalStore } from 'react';

/**
 * The logged-in customer as the page knows it (spec 4: the user stays undefined until
 * loaded, then null if the load failed). One small store, so the header's account menu
 * can greet the customer by name once the session watch has loaded them.
 */
export interface SessionUser {
  firstName: string | null;
  lastName: string | null;
}

let current: SessionUser | null | undefined;
const listeners = new Set<() => void>();

export function setSessionUser(user: SessionUser | null): void {
  current = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUser | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

/** The session's expiry from its script-readable cookie, or undefined. */
export function sessionExpiryFromCookies(cookieHeader: string): Date | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CUSTOMER_SESSION_EXPIRY_COOKIE) {
      try {
        return parseSessionExpiry(decodeURIComponent(rest.join('=')));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
