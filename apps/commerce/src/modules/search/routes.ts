/**
 * The commerce search service's HTTP face (spec 7): JSON over POST with the instance
 * header. Routes only validate, call the catalog service and shape the answer.
 */

import {
  SEARCH_INSTANCE_HEADER,
  type SearchAnswer,
  searchPaths,
  searchRequestSchema,
} from '@shop/search-contract';
import { getStore, STORE_KEYS } from '@shop/shop-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { listProductTiles } from '../catalog/product-tiles';

const KNOWN_INSTANCES = new Set<string>(STORE_KEYS.map((key) => getStore(key).searchInstance));

function requireInstance(request: FastifyRequest): void {
  const instance = request.headers[SEARCH_INSTANCE_HEADER];
  if (typeof instance !== 'string' || !KNOWN_INSTANCES.has(instance)) {
    throw new RequestError(
      400,
      `Header ${SEARCH_INSTANCE_HEADER} must name a search instance (${[...KNOWN_INSTANCES].join(', ')})`,
    );
  }
}

export async function searchRoutes(app: FastifyInstance, options: { db: Database }) {
  app.post(searchPaths.search, async (request): Promise<SearchAnswer> => {
    requireInstance(request);
    const body = searchRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const page = await listProductTiles(
      { db: options.db, language, store: getStore(group) },
      { offset: body.offset, count: body.count },
    );
    return {
      type: 'webedition',
      language,
      data: { total: page.total, count: page.items.length, offset: body.offset, items: page.items },
    };
  });
}
