/**
 * Whether a state-changing request comes from the shop's own pages (CSRF defence for route
 * handlers that take plain form posts). Browsers name the page's site in Sec-Fetch-Site and
 * its origin in Origin; either naming another site refuses the request. A request with
 * neither comes from no browser page (curl, a server), which cannot ride on a shopper's cookies.
 */
export function isSameOriginRequest(headers: Headers, shopOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  return shopOrigins.includes(origin);
}
