import 'server-only';
import { headers } from 'next/headers';
import { storefrontEnv } from './env';

/**
 * Origin for absolute links such as hreflang: STOREFRONT_URL, else the host the request came
 * to. Set STOREFRONT_URL in production so that links never depend on a Host header.
 */
export async function siteOrigin(): Promise<URL> {
  const configured = storefrontEnv().STOREFRONT_URL;
  if (configured !== undefined) return new URL(configured);
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return new URL(`${protocol}://${host}`);
}
