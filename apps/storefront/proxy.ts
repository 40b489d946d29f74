import { COUNTRY_COOKIE, COUNTRY_HEADER } from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { checkoutEntryPath } from './lib/checkout/checkout-link';
import { commerceMediaUrl, MEDIA_PATH_PREFIX } from './lib/commerce-search/media';
import { LANGUAGE_HEADER, STORE_HEADER } from './lib/request-context/headers';
import { internalPagePath } from './lib/request-context/internal-pages';
import { resolveRequestContext } from './lib/request-context/resolve-request-context';

/** Next's route for paths no route serves; it renders app/not-found.tsx with status 404. */
const NOT_FOUND_ROUTE = '/_not-found';

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

/**
 * Resolves language and store of every page request (spec section 4) and hands them to the
 * app as request headers; '/' redirects to the visitor's language.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(MEDIA_PATH_PREFIX)) return proxyMedia(request);

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
  // The cart's checkoutUrl has no language prefix: it leads to the checkout of its locale.
  const checkoutEntry = checkoutEntryPath(pathname, request.nextUrl.search, context.language);
  if (checkoutEntry !== undefined) {
    return NextResponse.redirect(new URL(checkoutEntry, request.url), 307);
  }
  const headers = new Headers(request.headers);
  headers.set(LANGUAGE_HEADER, context.language);
  headers.set(STORE_HEADER, context.storeKey);
  if (!context.knownLanguage) {
    // Rewritten rather than left to app/[lang]: there a notFound() call would render the
    // 404 page only in the browser (vercel/next.js#62228); this route is server-rendered.
    return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } });
  }
  // Localized routes keep their visible URL and are rendered by internal pages (spec 2.2).
  const internalPath = internalPagePath(pathname, context.language);
  if (internalPath !== undefined) {
    const target = new URL(`${internalPath}${request.nextUrl.search}`, request.url);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    '/media/:path*',
    // Everything but Next's own files and requests for files (a dot in the last segment).
    '/((?!_next/|api/|media/|favicon\\.ico|robots\\.txt|sitemap\\.xml|[^?]*\\.[a-zA-Z0-9]+$).*)',
  ],
};
