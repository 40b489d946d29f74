/**
 * The storefront's Content-Security-Policy (issue 9): scripts only with the per-request
 * nonce the proxy makes (Next puts it on every script it emits, reading it from this
 * header), nothing from other origins except consented video frames, never framed.
 */

export interface PolicyOptions {
  nonce: string;
  /** `next dev` evaluates code for fast refresh. */
  development: boolean;
  https: boolean;
}

export function contentSecurityPolicy({ nonce, development, https }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': scripts Next loads from a nonced script are trusted; hosts are not.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes and next/font inline style tags.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // Videos come from the content: the shop's own media or any provider over https; they
    // load only after consent.
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // No form-action: Chromium refused the header's own logout form (a plain POST to
    // /api/logout answered by a 303) under form-action 'self'; cross-site posts are refused
    // by the proxy's CSRF check instead.
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** For JSON answers of the route handlers: nothing may run or load from them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** 128 random bits, base64, as CSP nonces ask. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
