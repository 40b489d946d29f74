/**
 * Whether the shop is reached over https, for cookie flags and HSTS (issue 9). A shop on a
 * laptop runs on plain http://localhost, where browsers refuse Secure cookies' intent
 * anyway; behind a TLS-terminating proxy X-Forwarded-Proto says https.
 */
import { storefrontEnv } from '../env';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface HeaderSource {
  get(name: string): string | null;
}

/** The host the shopper asked for, without port, lower case. */
export function requestHost(headers: HeaderSource): string {
  return (
    (headers.get('x-forwarded-host') ?? headers.get('host') ?? '')
      .split(',')[0]
      ?.trim()
      .replace(/:\d+$/, '')
      .toLowerCase() ?? ''
  );
}

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
}

/** True when the request came over https or the shop's public URL is https. */
export function servedOverHttps(headers: HeaderSource): boolean {
  return (
    headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ||
    (storefrontEnv().STOREFRONT_URL ?? '').startsWith('https:')
  );
}

/** Secure cookies outside localhost; HSTS only where https is promised and not on loopback. */
export function secureCookiesFor(headers: HeaderSource): boolean {
  return servedOverHttps(headers) || !isLoopbackHost(requestHost(headers));
}

export function sendsStrictTransportSecurity(headers: HeaderSource): boolean {
  return servedOverHttps(headers) && !isLoopbackHost(requestHost(headers));
}
