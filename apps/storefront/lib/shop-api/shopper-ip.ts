import { isIP } from 'node:net';

/**
 * The shopper's IP as the storefront's own server saw it: the last x-forwarded-for entry,
 * which the nearest proxy (or Next itself) adds, so a value the browser sends cannot stand
 * in for it behind a proxy. Undefined when there is none that is an IP.
 */
export function shopperIpFrom(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (forwarded && isIP(forwarded)) return forwarded;
  const real = headers.get('x-real-ip')?.trim();
  return real && isIP(real) ? real : undefined;
}
