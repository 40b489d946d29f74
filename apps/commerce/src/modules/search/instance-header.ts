import { SEARCH_INSTANCE_HEADER } from '@shop/search-contract';
import { getStore, STORE_KEYS } from '@shop/shop-config';
import type { FastifyRequest } from 'fastify';
import { RequestError } from '../../plugins/error-handler';

const KNOWN_INSTANCES = new Set<string>(STORE_KEYS.map((key) => getStore(key).searchInstance));

/** Every search-service call names its instance (one per store) in a header (spec 7). */
export function requireInstance(request: FastifyRequest): void {
  const instance = request.headers[SEARCH_INSTANCE_HEADER];
  if (typeof instance !== 'string' || !KNOWN_INSTANCES.has(instance)) {
    throw new RequestError(
      400,
      `Header ${SEARCH_INSTANCE_HEADER} must name a search instance (${[...KNOWN_INSTANCES].join(', ')})`,
    );
  }
}
