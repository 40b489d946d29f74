/**
 * The shopper's IP for per-IP rate limits of the shop's own forms. The storefront calls on
 * the shopper's behalf, so every request would come from its address: only a caller that
 * shows the private server token may name the shopper's IP, as in the Storefront API.
 */
import { SHOP_FORM_RATE_LIMITS } from '@shop/shop-config';
import type { FastifyRequest } from 'fastify';
import type { StorefrontApiSettings } from '../config';
import type { Database } from '../db/client';
import { localizedText } from '../i18n/localized-texts';
import { callerLanguage, SECURITY_TEXTS } from '../i18n/security-texts';
import { identifyCaller } from '../modules/storefront-api/access';
import { weighAttempt } from '../modules/storefront-api/rate-limits';
import { RequestError } from './error-handler';

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

/** A refusal because a rate limit is used up: 429 with Retry-After (see error-handler). */
export class TooManyRequestsError extends RequestError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The 429 for a caller over its limit, in the caller's language. */
export function tooManyRequests(
  request: Pick<FastifyRequest, 'headers'>,
  retryAfterSeconds: number,
): TooManyRequestsError {
  const message = localizedText(
    SECURITY_TEXTS.tooManyRequests,
    callerLanguage(request),
    retryAfterSeconds,
  );
  return new TooManyRequestsError(message, retryAfterSeconds);
}

export type ShopFormLimit = keyof typeof SHOP_FORM_RATE_LIMITS;

/**
 * Counts one submission of a shop form against its limit (shop-config) and throws the 429
 * when it is used up. The count is per shopper IP unless the route names what it counts
 * by (the checkout counts per cart). Routes call this before doing any work.
 */
export async function enforceShopFormLimit(
  request: Pick<FastifyRequest, 'headers'>,
  context: ShopFormContext,
  limit: ShopFormLimit,
  subject = `ip:${context.clientIp}`,
): Promise<void> {
  const verdict = await weighAttempt(context, `${limit}:${subject}`, SHOP_FORM_RATE_LIMITS[limit]);
  if (!verdict.within) throw tooManyRequests(request, verdict.retryAfterSeconds);
}
