'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { sessionExpiryFromCookies, setSessionUser } from '../../lib/account/session-user';
import { trackEvent } from '../../lib/tracking/data-layer';

/** setTimeout's largest delay; a longer session is checked again when the page is reopened. */
const MAX_TIMER_MS = 2_147_483_647;

const sessionSchemaGuard = (
  value: unknown,
): value is {
  user: { firstName: string | null; lastName: string | null } | null;
  ended?: boolean;
} => typeof value === 'object' && value !== null && 'user' in value;

/**
 * Loads the logged-in customer once per page load (spec 4) and ends the session when the
 * server says the token is invalid or expired, or when the expiry in the session cookie
 * passes while the page is open (spec 4, 8): cookies cleared by the server, the logout
 * event pushed, and the page rendered again as logged out.
 */
export function SessionWatch({ loggedIn, language }: { loggedIn: boolean; language: string }) {
  const router = useRouter();
  useEffect(() => {
    if (!loggedIn) {
      setSessionUser(null);
      return;
    }
    let cancelled = false;
    const check = async () => {
      try {
        const response = await fetch(`/api/account/session?language=${language}`, {
          cache: 'no-store',
          credentials: 'same-origin',
        });
        const answer: unknown = await response.json();
        if (cancelled || !sessionSchemaGuard(answer)) return;
        setSessionUser(answer.user);
        // Only the server's word ends the session: it has cleared the cookies, so the page
        // rendered again is logged out (and cannot ask again in a loop).
        if (answer.ended === true) {
          trackEvent({ event: 'logout' });
          router.refresh();
        }
      } catch {
        // Spec 8: a failed user load leaves null; the page carries on.
        if (!cancelled) setSessionUser(null);
      }
    };
    void check();
    const expiresAt = sessionExpiryFromCookies(document.cookie);
    const timer =
      expiresAt === undefined
        ? undefined
        : window.setTimeout(
            () => void check(),
            Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now()) + 1000),
          );
    return () => {
      cancelled = true;
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [loggedIn, language, router]);
  return null;
}
