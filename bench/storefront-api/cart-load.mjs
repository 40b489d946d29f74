/**
 * What the Storefront API benchmarks share: the benchmark server (`server.ts`, started by
 * bench/lib/bench-server.ts; it prints one JSON line with its port, carts and merchandise
 * once ready) and the autocannon requests of the two measured operations.
 */
import { fileURLToPath } from 'node:url';
import {
  CART_LINES_ADD,
  CART_QUERY,
} from '../../apps/commerce/src/modules/storefront-api/contract/storefront-operations.ts';

const TOKEN = 'shop-dev-storefront-token-de';

/** This tree's benchmark server. */
export const BENCH_SERVER = fileURLToPath(new URL('server.ts', import.meta.url));

/**
 * autocannon options for one operation against a started server: `cart` reads, or
 * `cartLinesAdd` adds one unit, on the server's carts in turn.
 */
export function cartOperationOptions(target, operation, connections) {
  const query = operation === 'cart' ? CART_QUERY : CART_LINES_ADD;
  let next = 0;
  return {
    url: `http://127.0.0.1:${target.port}/api/2025-01/graphql`,
    connections,
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': TOKEN,
        },
        setupRequest(request) {
          const cartId = target.cartIds[next % target.cartIds.length];
          next += 1;
          const variables =
            operation === 'cart'
              ? { cartId }
              : { cartId, lines: [{ merchandiseId: target.merchandiseId, quantity: 1 }] };
          return { ...request, body: JSON.stringify({ query, variables }) };
        },
      },
    ],
  };
}
