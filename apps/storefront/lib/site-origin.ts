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
  const protocol = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  // A forged or broken forwarding header must not break the page (found by the fuzz test
  // of issue 9): the first host that makes a URL wins.
  for (const host of [requestHeaders.get('x-forwarded-host'), requestHeaders.get('host')]) {
    if (host === null) continue;
    try {
      return new URL(`${protocol}://${host}`);
    } catch {
      // try the next one
    }
  }
  return new URL(`${protocol}://localhost`);
}
