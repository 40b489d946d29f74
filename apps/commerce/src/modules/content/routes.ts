/**
 * The content half of the commerce search service (spec 7): snippets by id and the
 * mega-menu, both carrying the instance header like every other search call. Routes
 * only validate, call the content service and wrap the answer.
 */
import {
  contentPaths,
  type MenuAnswer,
  menuQuerySchema,
  type SnippetsAnswer,
  snippetsRequestSchema,
} from '@shop/search-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireInstance } from '../search/routes';
import { getMenu, getSnippets } from './service';

export async function contentRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;

  app.post(contentPaths.snippets, async (request): Promise<SnippetsAnswer> => {
    requireInstance(request);
    const body = snippetsRequestSchema.parse(request.body);
    const { language, brand } = body.constraints.query;
    const snippets = await getSnippets({ db, language, brand }, body.snippetIds);
    return { type: 'webedition', language, data: { snippets } };
  });

  app.get(contentPaths.menu, async (request): Promise<MenuAnswer> => {
    requireInstance(request);
    const { language, brand } = menuQuerySchema.parse(request.query);
    return {
      type: 'webedition',
      language,
      data: { items: await getMenu({ db, language, brand }) },
    };
  });
}
