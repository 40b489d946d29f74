import 'server-only';
import { STOREFRONT_API_VERSION, type Store } from '@shop/shop-config';
import { z } from 'zod';
import { commerceUrl } from '../env';
import { requestIdHeaders } from '../request-context/request-id';

// A shopper waits this long for the cart before the buy box reports a failure.
const TIMEOUT_MS = 8_000;

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,200}$/;

/** Something went wrong talking to the Storefront API; details go to the log, not the shopper. */
export class StorefrontApiError extends Error {
  override name = 'StorefrontApiError';
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
  errors: z.array(z.object({ message: z.string() })).optional(),
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
}): Promise<Data> {
  let response: Response;
  try {
    response = await fetch(commerceUrl(`/api/${STOREFRONT_API_VERSION}/graphql`), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': storefrontAccessToken(call.store),
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
    const message = answer.success ? answer.data.errors?.[0]?.message : 'answer off contract';
    throw new StorefrontApiError(`Storefront API answered ${response.status}: ${message}`);
  }
  const data = call.dataSchema.safeParse(answer.data.data);
  if (!data.success) {
    throw new StorefrontApiError(`Storefront API data off contract: ${data.error.message}`);
  }
  return data.data;
}
