/**
 * Who may call the Storefront API: a store's public token (X-Shopify-Storefront-Access-Token)
 * or the private server token (Shopify-Storefront-Private-Token). Only requests with the
 * private token may name the shopper's IP (Shopify-Storefront-Buyer-IP) for rate limits.
 */
import { hash, timingSafeEqual } from 'node:crypto';
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

// One-shot hash: a Hash object per call cost more than the hashing (cart benchmark profile).
const digest = (value: string) => hash('sha256', value, 'buffer');

interface TokenDigests {
  privateToken: Buffer | null;
  stores: ReadonlyArray<{ store: Store; digest: Buffer }>;
}

/**
 * The configured tokens' digests, computed once per settings object: every API request
 * is checked against all stores' tokens, and hashing them per request was a measurable
 * share of a cart read's CPU (bench/README.md, Storefront API, fifth pass).
 */
const digestsBySettings = new WeakMap<StorefrontApiSettings, TokenDigests>();

function tokenDigests(settings: StorefrontApiSettings): TokenDigests {
  let digests = digestsBySettings.get(settings);
  if (digests === undefined) {
    digests = {
      privateToken: settings.privateToken === null ? null : digest(settings.privateToken),
      stores: STORE_KEYS.map((key) => ({
        store: getStore(key),
        digest: digest(settings.accessTokens[key]),
      })),
    };
    digestsBySettings.set(settings, digests);
  }
  return digests;
}

/** Compares digests in constant time, so response timing does not leak token prefixes. */
function sameSecret(given: Buffer, expected: Buffer): boolean {
  return timingSafeEqual(given, expected);
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : null;
}

/** Whether the request carries the private server token (the storefront's own server). */
export function hasPrivateToken(request: FastifyRequest, settings: StorefrontApiSettings): boolean {
  const privateToken = headerValue(request, PRIVATE_TOKEN_HEADER);
  const expected = tokenDigests(settings).privateToken;
  return privateToken !== null && expected !== null && sameSecret(digest(privateToken), expected);
}

export function identifyCaller(
  request: FastifyRequest,
  settings: StorefrontApiSettings,
): StorefrontCaller | null {
  if (hasPrivateToken(request, settings)) {
    const buyerIp = headerValue(request, BUYER_IP_HEADER)?.trim() ?? '';
    return { store: getStore(DEFAULT_STORE_KEY), clientIp: isIP(buyerIp) ? buyerIp : request.ip };
  }
  const publicToken = headerValue(request, ACCESS_TOKEN_HEADER);
  if (publicToken === null) return null;
  const given = digest(publicToken);
  const match = tokenDigests(settings).stores.find((candidate) =>
    sameSecret(given, candidate.digest),
  );
  return match ? { store: match.store, clientIp: request.ip } : null;
}
