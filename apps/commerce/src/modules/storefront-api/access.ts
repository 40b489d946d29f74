/**
 * Who may call the Storefront API: a store's public token (X-Shopify-Storefront-Access-Token)
 * or the private server token (Shopify-Storefront-Private-Token). Only requests with the
 * private token may name the shopper's IP (Shopify-Storefront-Buyer-IP) for rate limits.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { DEFAULT_STORE_KEY, getStore, STORE_KEYS, type Store } from '@shop/shop-config';
import type { FastifyRequest } from 'fastify';
import type { StorefrontApiSettings } from '../../config';

export const ACCESS_TOKEN_HEADER = 'x-shopify-storefront-access-token';
export const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
export const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

export interface StorefrontCaller {
  /** The store whose token was used; Germany for the private token. */
  store: Store;
  clientIp: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests in constant time, so response timing does not leak token prefixes. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : null;
}

/** Whether the request carries the private server token (the storefront's own server). */
export function hasPrivateToken(request: FastifyRequest, settings: StorefrontApiSettings): boolean {
  const privateToken = headerValue(request, PRIVATE_TOKEN_HEADER);
  return (
    privateToken !== null &&
    settings.privateToken !== null &&
    sameSecret(privateToken, settings.privateToken)
  );
}

export function identifyCaller(
  request: FastifyRequest,
  settings: StorefrontApiSettings,
): StorefrontCaller | null {
  const privateToken = headerValue(request, PRIVATE_TOKEN_HEADER);
  if (
    privateToken !== null &&
    settings.privateToken !== null &&
    sameSecret(privateToken, settings.privateToken)
  ) {
    const buyerIp = headerValue(request, BUYER_IP_HEADER)?.trim() ?? '';
    return { store: getStore(DEFAULT_STORE_KEY), clientIp: isIP(buyerIp) ? buyerIp : request.ip };
  }
  const publicToken = headerValue(request, ACCESS_TOKEN_HEADER);
  if (publicToken === null) return null;
  const key = STORE_KEYS.find((storeKey) =>
    sameSecret(publicToken, settings.accessTokens[storeKey]),
  );
  return key ? { store: getStore(key), clientIp: request.ip } : null;
}
