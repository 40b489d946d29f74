/**
 * The shopper's IP for per-IP rate limits of the shop's own forms. The storefront calls on
 * the shopper's behalf, so every request would come from its address: only a caller that
 * shows the private server token may name the shopper's IP, as in the Storefront API.
 */
import type { FastifyRequest } from 'fastify';
import type { StorefrontApiSettings } from '../config';
import type { Database } from '../db/client';
import { identifyCaller } from '../modules/storefront-api/access';

export function shopperIp(request: FastifyRequest, settings: StorefrontApiSettings): string {
  return identifyCaller(request, settings)?.clientIp ?? request.ip;
}

/** What a form submission's service needs: database, time and whom to rate-limit. */
export interface ShopFormContext {
  db: Database;
  now: Date;
  clientIp: string;
}

export function shopFormContext(
  request: FastifyRequest,
  db: Database,
  settings: StorefrontApiSettings,
): ShopFormContext {
  return { db, now: new Date(), clientIp: shopperIp(request, settings) };
}

/** The answer to a client over its limit; the storefront shows its own localized text. */
export const TOO_MANY_SUBMISSIONS = 'Too many submissions from this address; try again later.';
