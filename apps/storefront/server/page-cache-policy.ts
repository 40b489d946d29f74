/**
 * Which requests and answers the page cache may serve and keep. Only the documents of
 * catalog pages that look the same for every anonymous shopper of a language and store:
 * home, categories and content pages, product pages, search results, blog and privacy
 * page. Never the account, cart, favorites, checkout or newsletter-confirmation pages,
 * route handlers, Next's own requests (RSC payloads, prefetches, server actions) or files.
 *
 * What the server render of those pages reads from the request (audited; keep this list
 * in step with the code, the key below is only as good as it): the customer session cookie
 * (header account menu, tracking, favorites sync; present: the cache is bypassed), the
 * country cookie and the X-Country-Code header (store and delivery country: part of the
 * key), and Host, X-Forwarded-Host and X-Forwarded-Proto (absolute links, the CSP's
 * upgrade-insecure-requests, HSTS: part of the key). Cart, favorites and market-change
 * cookies are read only by the browser or by the excluded pages.
 */
import {
  COUNTRY_COOKIE,
  COUNTRY_HEADER,
  CUSTOMER_SESSION_COOKIE,
  isLanguageCode,
  type RouteName,
  routeForPath,
} from '@shop/shop-config';

/** Localized routes that are catalog pages; every other localized route is personal. */
const CATALOG_ROUTES: ReadonlySet<RouteName> = new Set(['search', 'blog', 'privacy']);
/** App folders under /{language}/ that serve personal pages by their own path. */
const PERSONAL_FOLDERS = new Set(['frontend', 'checkouts']);
/** Headers of Next's client router: the answer is an RSC payload, not the document. */
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-router-state-tree', 'next-router-prefetch'];
/** Request headers the pages' HTML depends on (see above). */
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', COUNTRY_HEADER];

export interface PageRequest {
  method: string;
  /** Path and query as the request line has them. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export type PageCacheDecision = { cacheable: false } | { cacheable: true; key: string };

const BYPASS: PageCacheDecision = { cacheable: false };

export function pageCacheDecision(request: PageRequest): PageCacheDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') return BYPASS;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return BYPASS;
  if (Object.keys(request.headers).some((name) => name.startsWith('next-router-'))) return BYPASS;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  if (new URLSearchParams(query).has('_rsc')) return BYPASS;
  if (!isCatalogPath(path)) return BYPASS;
  const cookies = parseCookies(request.headers.cookie);
  if (cookies.has(CUSTOMER_SESSION_COOKIE)) return BYPASS;
  const varying = [
    ...KEY_HEADERS.map((name) => headerValue(request.headers[name])),
    cookies.get(COUNTRY_COOKIE) ?? '',
  ];
  return { cacheable: true, key: `${varying.join('\u0000')}\u0000${request.url}` };
}

/** Whether a path names a catalog page (see the module comment). */
export function isCatalogPath(path: string): boolean {
  const segments = path.split('/');
  // '/de/...' splits into '', 'de', ...; '/', '/de' and paths outside a language are left
  // to Next (redirects, 404).
  const [root, language, first, ...rest] = segments;
  if (root !== '' || !isLanguageCode(language) || first === undefined) return false;
  // Files (a dot in the last segment) and Next's own paths are no documents.
  if (/\.[a-zA-Z0-9]+$/.test(segments[segments.length - 1] ?? '')) return false;
  if (first === '' && rest.length === 0) return true;
  if (PERSONAL_FOLDERS.has(first)) return false;
  let slug: string;
  try {
    slug = decodeURIComponent(first);
  } catch {
    // A broken escape gets the proxy's 400; nothing to cache.
    return false;
  }
  const route = routeForPath(language, slug);
  return route === undefined || CATALOG_ROUTES.has(route);
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of headerValue(header).split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

export interface RenderedPage {
  status: number;
  headers: Readonly<Record<string, string | string[] | number | undefined>>;
}

/**
 * Whether a rendered answer may be kept: a whole HTML page with status 200 that sets no
 * cookie and that no one marked private on purpose. Next marks every dynamic page
 * `private, no-cache, no-store, max-age=0, must-revalidate`; that default is no reason,
 * any other private or no-store is.
 */
export function isKeepablePage(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  if (!headerValue(stringHeader(page.headers['content-type'])).startsWith('text/html'))
    return false;
  if (page.headers['set-cookie'] !== undefined) return false;
  const cacheControl = headerValue(stringHeader(page.headers['cache-control']));
  if (cacheControl === NEXT_DYNAMIC_CACHE_CONTROL) return true;
  return !/\b(?:private|no-store)\b/i.test(cacheControl);
}

export const NEXT_DYNAMIC_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

function stringHeader(
  value: string | string[] | number | undefined,
): string | string[] | undefined {
  return typeof value === 'number' ? String(value) : value;
}
