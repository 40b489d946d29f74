/**
 * A rendered page as the page cache keeps it, and the copy each later shopper gets. The
 * page's Content-Security-Policy names the nonce of the render that filled the cache, and
 * every script of the HTML carries it (issue 9): a copy gets a fresh nonce in the header
 * and in the body, so no nonce is ever served twice. The nonce is 128 random bits in
 * base64, so replacing its every occurrence replaces nothing else.
 */
import type { OutgoingHttpHeaders } from 'node:http';

export interface CachedPage {
  status: number;
  /** The render's headers without the ones every answer gets anew (see PER_ANSWER). */
  headers: ReadonlyArray<readonly [string, string | string[]]>;
  /** The Content-Security-Policy around the nonce. */
  policyParts: readonly string[];
  /** The HTML around the nonce. */
  bodyParts: readonly string[];
  bytes: number;
}

/** Headers made per answer: by the server (id, length, encoding) or replaced (CSP). */
const PER_ANSWER = new Set([
  'content-security-policy',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-page-cache',
  'age',
]);

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]{16,})'/;

/** The nonce a page's policy names, or undefined for a page without one. */
export function policyNonce(policy: string | undefined): string | undefined {
  return policy === undefined ? undefined : NONCE_IN_POLICY.exec(policy)?.[1];
}

/**
 * The cacheable form of a rendered page; undefined when its policy names no nonce (a page
 * that no fresh nonce could be given to must not be served twice).
 */
export function cachedPageOf(
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
): CachedPage | undefined {
  const policy = headers['content-security-policy'];
  const nonce = policyNonce(typeof policy === 'string' ? policy : undefined);
  if (typeof policy !== 'string' || nonce === undefined) return undefined;
  const kept: [string, string | string[]][] = [];
  let headerBytes = 0;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    const text = typeof value === 'number' ? String(value) : value;
    kept.push([name, text]);
    headerBytes += name.length + String(text).length;
  }
  const bodyParts = body.split(nonce);
  return {
    status,
    headers: kept,
    policyParts: policy.split(nonce),
    bodyParts,
    // JavaScript strings hold UTF-16; the HTML is mostly ASCII, so this is close.
    bytes: body.length * 2 + headerBytes + policy.length,
  };
}

export interface PageCopy {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

/** The page as one shopper gets it: the given nonce in policy and HTML. */
export function pageCopy(page: CachedPage, nonce: string): PageCopy {
  const headers: OutgoingHttpHeaders = Object.fromEntries(page.headers);
  headers['content-security-policy'] = page.policyParts.join(nonce);
  return { status: page.status, headers, body: page.bodyParts.join(nonce) };
}
