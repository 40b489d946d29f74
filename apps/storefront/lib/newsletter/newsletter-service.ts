import 'server-only';
import {
  NEWSLETTER_PATHS,
  type NewsletterConfirmation,
  type NewsletterSubscriptionRequest,
  newsletterConfirmationAnswerSchema,
  newsletterSubscriptionAnswerSchema,
} from '@shop/search-contract';
import { commerceUrl, storefrontEnv } from '../env';
import { requestIdHeaders } from '../request-context/request-id';
import { serverLog } from '../server-log';

// A shopper waits this long for the commerce service before seeing the failure message.
const TIMEOUT_MS = 8_000;

/** Header names of the commerce service's trusted server calls (its storefront-api/access). */
const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

export type SubscriptionOutcome = 'sent' | 'invalid' | 'throttled' | 'unavailable';
export type ConfirmationOutcome =
  | { kind: 'confirmed'; confirmation: NewsletterConfirmation }
  | { kind: 'unknown-link' }
  | { kind: 'unavailable' };

async function postToCommerce(
  path: string,
  body: unknown,
  buyerIp?: string,
): Promise<Response | null> {
  try {
    return await fetch(commerceUrl(path), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        [PRIVATE_TOKEN_HEADER]: storefrontEnv().STOREFRONT_PRIVATE_TOKEN,
        ...(buyerIp === undefined ? {} : { [BUYER_IP_HEADER]: buyerIp }),
        ...(await requestIdHeaders('no-store')),
      },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    serverLog.error(`[newsletter] commerce service ${path} unreachable`, cause);
    return null;
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Asks the commerce service to send the double opt-in mail. Its answer is the same for new
 * and known addresses; only bad input, the rate limit or a failure differ.
 */
export async function requestSubscription(
  request: NewsletterSubscriptionRequest,
  buyerIp: string | undefined,
): Promise<SubscriptionOutcome> {
  const response = await postToCommerce(NEWSLETTER_PATHS.subscriptions, request, buyerIp);
  if (response === null) return 'unavailable';
  if (response.ok && newsletterSubscriptionAnswerSchema.safeParse(await jsonOf(response)).success)
    return 'sent';
  if (response.status === 429) return 'throttled';
  if (response.status === 400) return 'invalid';
  serverLog.error(`[newsletter] subscription answered ${response.status}`, await jsonOf(response));
  return 'unavailable';
}

/** Confirms a subscription with the token of the mailed link; harmless when repeated. */
export async function confirmSubscription(token: string): Promise<ConfirmationOutcome> {
  const response = await postToCommerce(NEWSLETTER_PATHS.confirmations, { token });
  if (response === null) return { kind: 'unavailable' };
  if (response.status === 404) return { kind: 'unknown-link' };
  const answer = newsletterConfirmationAnswerSchema.safeParse(await jsonOf(response));
  if (response.ok && answer.success) return { kind: 'confirmed', confirmation: answer.data };
  serverLog.error(`[newsletter] confirmation answered ${response.status}`);
  return { kind: 'unavailable' };
}
