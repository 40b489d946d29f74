import 'server-only';
import { STOREFRONT_API_VERSION, type Store } from '@shop/shop-config';
import { z } from 'zod';
import { commerceUrl, storefrontEnv } from '../env';
import { requestIdHeaders } from '../request-context/request-id';

/** Headers of the commerce service's server token, as its Storefront API names them. */
const PRIVATE_TOKEN_HEADER = 'shopify-storefront-private-token';
const BUYER_IP_HEADER = 'shopify-storefront-buyer-ip';

// A shopper waits this long for the cart before the buy box reports a failure.
const TIMEOUT_MS = 8_000;

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,200}$/;

/** Something went wrong talking to the Storefront API; details go to the log, not the shopper. */
export class StorefrontApiError extends Error {
  override name = 'StorefrontApiError';
  /** The first GraphQL error's extensions.code, e.g. THROTTLED for a rate limit. */
  code: string | undefined;
}

/**
 * The store's public Storefront API token (spec 3 "Store": access credentials per store),
 * from STOREFRONT_ACCESS_TOKEN_<STORE>. Unset, the commerce service's development token
 * is used; a production commerce service refuses it, so nothing guessable opens real carts.
 */
export function storefrontAccessToken(store: Pick<Store, 'key'>): string {
  const variable = `STOREFRONT_ACCESS_TOKEN_${store.key.toUpperCase()}`;
  const value = process.env[variable]?.trim();
  if (value === undefined || value === '') return `shop-dev-storefront-token-${store.key}`;
  if (!TOKEN_PATTERN.test(value)) {
    throw new StorefrontApiError(
      `Invalid setting ${variable}: must be 16 to 200 letters, digits or ._~-`,
    );
  }
  return value;
}

const graphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        extensions: z.object({ code: z.string().optional() }).passthrough().optional(),
      }),
    )
    .optional(),
});

/**
 * One GraphQL call to the Storefront API (spec 7: POST {storefront}/api/2025-01/graphql
 * with the access token header), never cached. The answer's data is parsed with the
 * caller's schema; transport failures and GraphQL errors throw StorefrontApiError.
 */
export async function storefrontApiFetch<Data>(call: {
  store: Pick<Store, 'key'>;
  query: string;
  variables: Record<string, unknown>;
  dataSchema: z.ZodType<Data>;
  /**
   * The shopper's IP, for calls the commerce service rate-limits per shopper (login): sent
   * with the private server token, which alone may name it. The document must then name
   * its store with @inContext(country:), as the private token stands for no store.
   */
  shopperIp?: string;
}): Promise<Data> {
  const { STOREFRONT_PRIVATE_TOKEN } = storefrontEnv();
  const identity: Record<string, string> =
    call.shopperIp !== undefined && STOREFRONT_PRIVATE_TOKEN
      ? {
          [PRIVATE_TOKEN_HEADER]: STOREFRONT_PRIVATE_TOKEN,
          [BUYER_IP_HEADER]: call.shopperIp,
        }
      : { 'x-shopify-storefront-access-token': storefrontAccessToken(call.store) };
  let response: Response;
  try {
    response = await fetch(commerceUrl(`/api/${STOREFRONT_API_VERSION}/graphql`), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...identity,
        ...(await requestIdHeaders('no-store')),
      },
      body: JSON.stringify({ query: call.query, variables: call.variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (cause) {
    throw new StorefrontApiError('Storefront API is unreachable', { cause });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new StorefrontApiError(`Storefront API answered ${response.status} without JSON`, {
      cause,
    });
  }
  const answer = graphqlAnswerSchema.safeParse(body);
  if (!answer.success || !response.ok || (answer.data.errors?.length ?? 0) > 0) {
    const first = answer.success ? answer.data.errors?.[0] : undefined;
    const message = answer.success ? first?.message : 'answer off contract';
    const error = new StorefrontApiError(`Storefront API answered ${response.status}: ${message}`);
    error.code = first?.extensions?.code;
    throw error;
  }
  const data = call.dataSchema.safeParse(answer.data.data);
  if (!data.success) {
    throw new StorefrontApiError(`Storefront API data off contract: ${data.error.message}`);
  }
  return data.data;
}
