/**
 * Builds the commerce service: infrastructure plugins first, then one plugin per domain
 * module. Tests call this with their own database and use `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { mediaRoutes } from './modules/catalog/media-routes';
import { healthRoutes } from './modules/health/routes';
import { searchRoutes } from './modules/search/routes';
import { registerErrorHandler } from './plugins/error-handler';

export interface BuildAppOptions {
  database: DatabaseHandle;
  logLevel?: string;
}

/** Largest JSON body any endpoint accepts; search phrases and forms are far smaller. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests in flight finish on shutdown; new ones get 503 while closing.
    return503OnClosing: true,
    requestTimeout: 30_000,
  });
  registerErrorHandler(app);
  const { database } = options;
  await app.register(healthRoutes, { database });
  await app.register(searchRoutes, { db: database.db });
  await app.register(mediaRoutes, { db: database.db });
  return app;
}
