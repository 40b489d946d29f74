import 'server-only';
import { CUSTOMER_ACCESS_TOKEN_HEADER } from '@shop/search-contract';
import type { z } from 'zod';
import { commerceUrl, storefrontEnv } from '../env';
import { requestIdHeaders } from '../request-context/request-id';
import { serverLog } from '../server-log';

// The shopper waits for these calls; a form gets its error message rather than a spinner.
const TIMEOUT_MS = 8_000;
/** Headers of the commerce service's server token, as its Storefront API names them. */
const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

export type ShopApiOutcome<Answer> =
  | { ok: true; answer: Answer }
  /** The commerce service's status, 503 when unreachable, 502 when off contract. */
  | { ok: false; statusCode: number };

export interface ShopApiCall<Answer> {
  method: 'GET' | 'POST' | 'PUT';
  /** One of search-contract's shopApiPaths, with its query string for GET. */
  path: string;
  body?: unknown;
  /** Passed on with the server token, so rate limits count per shopper. */
  shopperIp?: string;
  /** A logged-in customer's token, for calls on their account (the wish list). */
  customerAccessToken?: string;
  answerSchema: z.ZodType<Answer>;
}

/**
 * The one way the storefront calls the shop's own JSON API of the commerce service
 * (reviews, back-in-stock): never cached, the answer parsed with the shared contract.
 * Failures are outcomes with a status code, so route handlers answer them plainly.
 */
export async function shopApiFetch<Answer>(
  call: ShopApiCall<Answer>,
): Promise<ShopApiOutcome<Answer>> {
  const { STOREFRONT_PRIVATE_TOKEN } = storefrontEnv();
  const identity: Record<string, string> =
    STOREFRONT_PRIVATE_TOKEN && call.shopperIp
      ? { [PRIVATE_TOKEN_HEADER]: STOREFRONT_PRIVATE_TOKEN, [BUYER_IP_HEADER]: call.shopperIp }
      : {};
  if (STOREFRONT_PRIVATE_TOKEN && call.customerAccessToken !== undefined) {
    identity[PRIVATE_TOKEN_HEADER] = STOREFRONT_PRIVATE_TOKEN;
    identity[CUSTOMER_ACCESS_TOKEN_HEADER] = call.customerAccessToken;
  }
  let response: Response;
  try {
    response = await fetch(commerceUrl(call.path), {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...identity,
        ...(await requestIdHeaders('no-store')),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    serverLog.error(`[shop-api] ${call.method} ${call.path} unreachable`, error);
    return { ok: false, statusCode: 503 };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return { ok: false, statusCode: response.status };
  const answer = call.answerSchema.safeParse(payload);
  if (!answer.success) {
    serverLog.error(`[shop-api] ${call.method} ${call.path} answered off contract`, answer.error);
    return { ok: false, statusCode: 502 };
  }
  return { ok: true, answer: answer.data };
}
