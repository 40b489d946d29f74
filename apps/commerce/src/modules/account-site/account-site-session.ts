/**
 * The shared session of the single sign-on mode: the access-token cookie pair the account
 * site sets at login and clears at logout, read back on every account-site request, and the
 * rule for where a login may send the shopper afterwards (no open redirect).
 */
import {
  ACCOUNT_SITE_PREFIX,
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_EXPIRY_COOKIE,
  formatSessionExpiry,
} from '@shop/shop-config';
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The cookies of a request by name; later duplicates do not override the first. */
export function requestCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // A broken escape names no value; the cookie is treated as absent.
    }
  }
  return cookies;
}

/** The access token the request carries, or undefined. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = requestCookies(request).get(CUSTOMER_SESSION_COOKIE);
  return token === undefined || token === '' ? undefined : token;
}

function hostOf(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' ? forwarded : request.headers.host) ?? '';
  return (host.split(',')[0] ?? '').trim().replace(/:\d+$/, '').toLowerCase();
}

/** Secure outside localhost, as the storefront does (lib/security/transport.ts). */
function secureFor(request: FastifyRequest): boolean {
  const host = hostOf(request);
  return (
    request.protocol === 'https' ||
    request.headers['x-forwarded-proto'] === 'https' ||
    !(LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost'))
  );
}

function cookieLine(
  name: string,
  value: string,
  options: { httpOnly: boolean; secure: boolean; expires: Date },
): string {
  // Hex tokens and ISO instants are cookie-safe as they are, so both apps read them unescaped.
  return [
    `${name}=${value}`,
    'Path=/',
    `Expires=${options.expires.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((options.expires.getTime() - Date.now()) / 1000))}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Starts the session for host-wide use: cookies ignore ports, so the storefront on the same
 * host reads them too. The token is HttpOnly; its expiry is readable by the shop's script.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { accessToken: string; expiresAt: Date },
): void {
  const secure = secureFor(request);
  reply.header('set-cookie', [
    cookieLine(CUSTOMER_SESSION_COOKIE, session.accessToken, {
      httpOnly: true,
      secure,
      expires: session.expiresAt,
    }),
    cookieLine(CUSTOMER_SESSION_EXPIRY_COOKIE, formatSessionExpiry(session.expiresAt), {
      httpOnly: false,
      secure,
      expires: session.expiresAt,
    }),
  ]);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = secureFor(request);
  const past = new Date(0);
  reply.header('set-cookie', [
    cookieLine(CUSTOMER_SESSION_COOKIE, '', { httpOnly: true, secure, expires: past }),
    cookieLine(CUSTOMER_SESSION_EXPIRY_COOKIE, '', { httpOnly: false, secure, expires: past }),
  ]);
}

/**
 * Where a login may send the shopper: an absolute http(s) URL on one of the configured
 * storefront origins, or a path of the account site itself. Anything else (another host,
 * `//evil.example`, `javascript:`, a backslash trick) is refused, so the site is no open
 * redirect. Undefined means "refused"; an empty value means "no wish".
 */
export function safeReturnTo(
  value: string | undefined,
  allowedOrigins: readonly string[],
): string | null | undefined {
  if (value === undefined || value === '') return null;
  if (value.length > 2000 || /[\\\s]/.test(value)) return undefined;
  if (value.startsWith(`${ACCOUNT_SITE_PREFIX}/`) && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return allowedOrigins.includes(url.origin) ? url.toString() : undefined;
}

/**
 * A state-changing form post must come from the account site itself: a browser names the
 * page's origin, and a cross-site page (login CSRF) cannot forge it.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    const { host } = new URL(origin);
    const addressed = request.headers['x-forwarded-host'] ?? request.headers.host;
    return typeof addressed === 'string' && host === addressed.split(',')[0]?.trim();
  } catch {
    return false;
  }
}
