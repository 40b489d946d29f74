import 'server-only';
import {
  type CheckoutDetailsUpdate,
  type CheckoutRefusal,
  type CheckoutSummary,
  checkoutPaths,
  checkoutRefusalSchema,
  checkoutSummarySchema,
  type PlacedOrder,
  type PlaceOrderRequest,
  placedOrderSchema,
} from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { commerceUrl, storefrontEnv } from '../env';
import { shopperIpFrom } from '../shop-api/shopper-ip';

// Placing an order takes stock, payment and a mail in one transaction: give it time.
const TIMEOUT_MS = 15_000;
const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

export type CheckoutOutcome<Answer> =
  | { status: 'ok'; answer: Answer }
  /** Unknown or closed cart (404). */
  | { status: 'gone' }
  /** A refusal of the contract (402, 409, 422, 423), its message in the request's language. */
  | { status: 'refused'; refusal: CheckoutRefusal }
  /** Unreachable, a 5xx, or an answer off contract: details are in the log. */
  | { status: 'unavailable' };

async function checkoutFetch<Answer>(call: {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
  answerSchema: z.ZodType<Answer>;
}): Promise<CheckoutOutcome<Answer>> {
  const shopperIp = shopperIpFrom(await headers());
  let response: Response;
  try {
    response = await fetch(commerceUrl(call.path), {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        [PRIVATE_TOKEN_HEADER]: storefrontEnv().STOREFRONT_PRIVATE_TOKEN,
        ...(shopperIp === undefined ? {} : { [BUYER_IP_HEADER]: shopperIp }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[checkout-api] ${call.method} ${call.path} unreachable`, error);
    return { status: 'unavailable' };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.status === 404) return { status: 'gone' };
  if (!response.ok) {
    const refusal = checkoutRefusalSchema.safeParse(payload);
    if (refusal.success && response.status < 500) {
      return { status: 'refused', refusal: refusal.data };
    }
    console.error(`[checkout-api] ${call.method} ${call.path} answered ${response.status}`);
    return { status: 'unavailable' };
  }
  const answer = call.answerSchema.safeParse(payload);
  if (!answer.success) {
    console.error(`[checkout-api] ${call.method} ${call.path} off contract`, answer.error);
    return { status: 'unavailable' };
  }
  return { status: 'ok', answer: answer.data };
}

/**
 * The checkout API of the commerce service (search-contract's checkout.ts), called with the
 * storefront's private server token and the shopper's IP; never cached. Answers are parsed
 * with the contract, and every outcome is a value: pages and actions decide what to show.
 */
export function loadCheckout(
  token: string,
  language: LanguageCode,
): Promise<CheckoutOutcome<CheckoutSummary>> {
  return checkoutFetch({
    method: 'GET',
    path: `${checkoutPaths.checkout(token)}?language=${language}`,
    answerSchema: checkoutSummarySchema,
  });
}

export function updateCheckout(
  token: string,
  update: CheckoutDetailsUpdate,
): Promise<CheckoutOutcome<CheckoutSummary>> {
  return checkoutFetch({
    method: 'PUT',
    path: checkoutPaths.checkout(token),
    body: update,
    answerSchema: checkoutSummarySchema,
  });
}

export function placeOrder(
  token: string,
  request: PlaceOrderRequest,
): Promise<CheckoutOutcome<PlacedOrder>> {
  return checkoutFetch({
    method: 'POST',
    path: checkoutPaths.orders(token),
    body: request,
    answerSchema: placedOrderSchema,
  });
}
