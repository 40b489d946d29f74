/**
 * CSRF guard of the storefront's own mutation routes: a form or fetch posted from another
 * site is refused. Browsers send Origin on every cross-origin POST (and Sec-Fetch-Site),
 * so a request whose Origin is not this site's host, or that the browser marks
 * cross-site, did not come from our pages. Server actions get the same check from Next.
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return origin === 'null' || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
