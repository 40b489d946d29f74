import {
  REQUEST_ID_HEADER,
  resolveRequestId,
  TRACEPARENT_HEADER,
} from '@shop/search-contract/request-id';
import { COUNTRY_COOKIE, COUNTRY_HEADER } from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { checkoutEntryPath } from './lib/checkout/checkout-link';
import { commerceMediaUrl, MEDIA_PATH_PREFIX } from './lib/commerce-search/media';
import { commerceAvailable } from './lib/operations/commerce-availability';
import { outagePageResponse } from './lib/operations/outage-page';
import { LANGUAGE_HEADER, STORE_HEADER } from './lib/request-context/headers';
import { internalPagePath } from './lib/request-context/internal-pages';
import { resolveRequestContext } from './lib/request-context/resolve-request-context';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
} from './lib/security/content-security-policy';
import { addressedHost, isCrossSiteRequest, SAFE_METHODS } from './lib/security/cross-site';
import { crossSiteRefusal, refusalLanguage } from './lib/security/refusal';
import { sendsStrictTransportSecurity, servedOverHttps } from './lib/security/transport';

/** Next's route for paths no route serves; it renders app/global-not-found.tsx with status 404. */
const NOT_FOUND_ROUTE = '/_not-found';
/** See server/storefront-server.ts: render this URL's 404 page on the server. */
const NOT_FOUND_RENDER_HEADER = 'x-shop-not-found-render';

/*
 * Media are fetched from the commerce service here rather than by a next.config rewrite:
 * config rewrites are frozen into the build, while COMMERCE_URL is read when the shop runs.
 */
function proxyMedia(request: NextRequest): NextResponse {
  const target =
    request.method === 'GET' || request.method === 'HEAD'
      ? commerceMediaUrl(request.nextUrl.pathname, request.nextUrl.search)
      : undefined;
  return target === undefined
    ? new NextResponse(null, { status: 404 })
    : NextResponse.rewrite(target);
}

/** Next's own routes and requests for files (a dot in the last segment): no page context. */
const NEXT_OWN_PATHS = /^\/(?:_next\/|favicon\.ico$|robots\.txt$|sitemap\.xml$)|\.[a-zA-Z0-9]+$/;

/** Request header through which pages may read the nonce (Next reads it from the CSP). */
const NONCE_HEADER = 'x-nonce';
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Every request the proxy sees: cross-site state changes are refused (CSRF, issue 9), then
 * media are proxied, route handlers pass, and pages are resolved; answers carry the
 * security headers (next.config.ts adds the static ones to every file).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  // A path with a broken escape (%ff, %E0%A4) names nothing; Next would fail on it with a
  // 500 (found by the fuzz test of issue 9).
  if (!decodablePath(pathname)) return new NextResponse(null, { status: 400 });
  if (
    !SAFE_METHODS.has(request.method) &&
    isCrossSiteRequest(request.headers, addressedHost(request.headers))
  ) {
    return withTransportSecurity(
      request,
      crossSiteRefusal(refusalLanguage(request.nextUrl, request.headers)),
    );
  }
  if (pathname.startsWith(MEDIA_PATH_PREFIX)) return proxyMedia(request);
  if (NEXT_OWN_PATHS.test(pathname)) return NextResponse.next();
  if (pathname.startsWith('/api/')) {
    const response = NextResponse.next();
    response.headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY);
    return withTransportSecurity(request, response);
  }
  // A fresh nonce per page: Next puts it on every script it renders when the request's
  // Content-Security-Policy names it, and the browser runs no script without it.
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    https: servedOverHttps(request.headers),
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('content-security-policy', policy);
  const response = await routePage(request, headers);
  // The outage page brings its own stricter policy (no script, its one style by hash).
  if (!response.headers.has('content-security-policy')) {
    response.headers.set('content-security-policy', policy);
  }
  return withTransportSecurity(request, response);
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function withTransportSecurity<R extends Response>(request: NextRequest, response: R): R {
  if (sendsStrictTransportSecurity(request.headers))
    response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/** Shows the shopper (and a load balancer's log) the id the shop logged the request under. */
function withRequestId(response: NextResponse, headers: Headers): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, headers.get(REQUEST_ID_HEADER) ?? '');
  return response;
}

/**
 * Resolves language and store of every page request (spec section 4) and hands them to the
 * app as request headers; '/' redirects to the visitor's language.
 */
async function routePage(request: NextRequest, requestHeaders: Headers): Promise<Response> {
  const { pathname } = request.nextUrl;
  const context = resolveRequestContext({
    pathname,
    acceptLanguage: request.headers.get('accept-language'),
    countryHeader: request.headers.get(COUNTRY_HEADER),
    countryCookie: request.cookies.get(COUNTRY_COOKIE)?.value,
  });
  if (context.kind === 'redirect') {
    // Built as a plain URL: NextURL would drop the trailing slash of '/de/'.
    const target = new URL(`${context.location}${request.nextUrl.search}`, request.url);
    const response = NextResponse.redirect(target, 307);
    response.headers.set('vary', 'accept-language');
    return response;
  }
  // Commerce service or database down: one friendly 503 page instead of every page failing.
  if (context.knownLanguage && !(await commerceAvailable())) {
    return outagePageResponse(context.language, `${pathname}${request.nextUrl.search}`);
  }
  // The cart's checkoutUrl has no language prefix: it leads to the checkout of its locale.
  const checkoutEntry = checkoutEntryPath(pathname, request.nextUrl.search, context.language);
  if (checkoutEntry !== undefined) {
    return NextResponse.redirect(new URL(checkoutEntry, request.url), 307);
  }
  const headers = requestHeaders;
  headers.set(LANGUAGE_HEADER, context.language);
  headers.set(STORE_HEADER, context.storeKey);
  // One id per page view, passed on to the commerce service (lib/request-context/request-id).
  headers.set(
    REQUEST_ID_HEADER,
    resolveRequestId(
      request.headers.get(REQUEST_ID_HEADER),
      request.headers.get(TRACEPARENT_HEADER),
    ),
  );
  // The page-cache server asks for the server-rendered 404 of a shop URL whose own render
  // ended in notFound() (server/storefront-server.ts). Anyone may send the header: it only
  // turns their own answer into a 404, which is never cached.
  if (!context.knownLanguage || request.headers.has(NOT_FOUND_RENDER_HEADER)) {
    // Rewritten rather than left to app/[lang]: there a notFound() call would render the
    // 404 page only in the browser (vercel/next.js#62228); this route is server-rendered.
    return withRequestId(
      NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } }),
      headers,
    );
  }
  // Localized routes keep their visible URL and are rendered by internal pages (spec 2.2).
  const internalPath = internalPagePath(pathname, context.language);
  if (internalPath !== undefined) {
    const target = new URL(`${internalPath}${request.nextUrl.search}`, request.url);
    return withRequestId(NextResponse.rewrite(target, { request: { headers } }), headers);
  }
  return withRequestId(NextResponse.next({ request: { headers } }), headers);
}

export const config = {
  // Everything but Next's hashed build files, so that a broken escape in any path gets the
  // 400 above; files and Next's own routes then pass through untouched (NEXT_OWN_PATHS).
  matcher: ['/((?!_next/static/).*)'],
};
