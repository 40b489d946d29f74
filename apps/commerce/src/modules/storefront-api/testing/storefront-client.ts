/**
 * Calls the Storefront API of a built app the way the storefront does, for tests and
 * the benchmark: JSON POST with the store's access token.
 */
import type { FastifyInstance } from 'fastify';
import { developmentAccessToken } from '../../../config';

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  url?: string;
}

export async function callStorefront(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  options: CallOptions = {},
) {
  const token = options.token === undefined ? developmentAccessToken('de') : options.token;
  const response = await app.inject({
    method: 'POST',
    url: options.url ?? '/api/2025-01/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-shopify-storefront-access-token': token } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ query, variables }),
  });
  // The answer's shape is what the test asserts; json() leaves it untyped on purpose.
  return { status: response.statusCode, body: response.json() };
}
