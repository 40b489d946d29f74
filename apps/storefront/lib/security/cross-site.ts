/**
 * CSRF protection (issue 9): a request that changes state must come from the shop's own
 * pages. Browsers say where a request comes from (Sec-Fetch-Site, Origin), and a page on
 * another site cannot forge either; callers that are not browsers (the commerce service's
 * revalidation call, curl) send neither and are checked by their own secrets.
 *
 * The proxy applies this to every request with a state-changing method, so route handlers
 * and server actions added later are covered without opting in.
 */

/** Methods that never change state; every other method is checked. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The shop's state-changing endpoints as of issue 9 (the check does not depend on this
 * list; the tests walk it, so a new endpoint belongs here).
 */
export const STATE_CHANGING_ROUTES = [
  { method: 'POST', path: '/api/newsletter/subscribe', what: 'newsletter subscription' },
  { method: 'POST', path: '/api/back-in-stock', what: 'back-in-stock request' },
  { method: 'POST', path: '/api/reviews', what: 'review submission' },
  { method: 'POST', path: '/api/logout', what: 'logout' },
  { method: 'POST', path: '/api/salesforce/getUser', what: 'CRM user lookup' },
  { method: 'POST', path: '/api/revalidate', what: 'cache revalidation (server-to-server)' },
  { method: 'POST', path: '/api/checkout/start', what: 'checkout start' },
  // Server actions post to the page that shows the form (Next-Action header).
  { method: 'POST', path: '/de/frontend/login', what: 'login/register server action' },
  { method: 'POST', path: '/de/p/1', what: 'add to cart server action' },
] as const;

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * True when a browser says the request was made by another site's page. `same-site` counts
 * too: a sibling subdomain is not the shop.
 */
export function isCrossSiteRequest(headers: HeaderSource, ownHost: string): boolean {
  // Browsers since 2023 send Sec-Fetch-Site; it cannot be set by a page. 'none' is the
  // shopper's own doing (address bar, bookmark).
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  // Older browsers: compare Origin with the host the request was sent to.
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host.toLowerCase() !== ownHost;
  } catch {
    // 'null' (sandboxed frames, privacy redirects) and junk are no origin of ours.
    return true;
  }
}

/** The host (with port) the request was addressed to, as Next's server-action check uses. */
export function addressedHost(headers: HeaderSource): string {
  return (
    (headers.get('x-forwarded-host') ?? headers.get('host') ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}
