/**
 * What the Storefront API benchmarks share: the benchmark server (`server.ts`, started as
 * a child process that prints one JSON line with its port, carts and merchandise once
 * ready) and the autocannon requests of the two measured operations.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  CART_LINES_ADD,
  CART_QUERY,
} from '../../apps/commerce/src/modules/storefront-api/contract/storefront-operations.ts';

const TOKEN = 'shop-dev-storefront-token-de';

/** This tree's benchmark server. */
export const BENCH_SERVER = fileURLToPath(new URL('server.ts', import.meta.url));

/**
 * Starts a benchmark server script and resolves with the child and its ready line
 * ({port, cartIds, merchandiseId, databaseName}); other lines (e.g. the slow-query log of
 * a set-up on a busy machine) are passed through to stderr.
 */
export function startBenchServer(script, environment) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let ready;
      try {
        ready = JSON.parse(line);
      } catch {}
      if (typeof ready?.port === 'number') resolve({ child, ...ready });
      else console.error(line);
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}

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
