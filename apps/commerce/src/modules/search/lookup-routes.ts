/**
 * Lookup endpoints of the search service (spec 7): products by id, favorites,
 * recommendation and documents. Same form as the other calls: POST, JSON body validated
 * with the shared contract, instance header, answer `{ type: 'webedition', language, data }`.
 */
import {
  type DocumentsAnswer,
  documentsRequestSchema,
  type FavoritesAnswer,
  favoritesRequestSchema,
  type ProductLookupAnswer,
  type ProductTile,
  productLookupRequestSchema,
  type RecommendationAnswer,
  recommendationRequestSchema,
  searchPaths,
} from '@shop/search-contract';
import { getStore } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { requireInstance } from './instance-header';
import { favoriteTiles, recommendedTiles } from './product-lookups';
import { productDocuments } from './product-media';
import { tilesByIds } from './product-tiles';

const tilesData = (items: ProductTile[]) => ({ count: items.length, items });

export function registerLookupRoutes(app: FastifyInstance, db: Database): void {
  app.post(searchPaths.products, async (request): Promise<ProductLookupAnswer> => {
    requireInstance(request);
    const body = productLookupRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const items = await tilesByIds(db, { language, store: getStore(group) }, body.ids);
    return { type: 'webedition', language, data: tilesData(items) };
  });

  app.post(searchPaths.favorites, async (request): Promise<FavoritesAnswer> => {
    requireInstance(request);
    const body = favoritesRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const items = await favoriteTiles(db, { language, store: getStore(group) }, body);
    return { type: 'webedition', language, data: tilesData(items) };
  });

  app.post(searchPaths.recommendation, async (request): Promise<RecommendationAnswer> => {
    requireInstance(request);
    const body = recommendationRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const items = await recommendedTiles(db, { language, store: getStore(group) }, body);
    return { type: 'webedition', language, data: tilesData(items) };
  });

  app.post(searchPaths.documents, async (request): Promise<DocumentsAnswer> => {
    requireInstance(request);
    const body = documentsRequestSchema.parse(request.body);
    const { language, group } = body.constraints.query;
    const result = await productDocuments(db, { language, store: getStore(group) }, body.productId);
    if (result.status === 'notSold') {
      throw new RequestError(404, `Product ${body.productId} is not sold in store ${group}`);
    }
    return {
      type: 'webedition',
      language,
      data: { productId: body.productId, documents: result.documents },
    };
  });
}
