/**
 * Builds the commerce service: infrastructure plugins first, then one plugin per domain
 * module. Tests call this with their own database and use `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { type CommerceConfig, loadConfig, type StorefrontApiSettings } from './config';
import type { DatabaseHandle } from './db/client';
import { backInStockRoutes } from './modules/back-in-stock/routes';
import { mediaRoutes } from './modules/catalog/media-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { devCommandRoutes } from './modules/operator/dev-command-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { searchRoutes } from './modules/search/routes';
import { storefrontApiRoutes } from './modules/storefront-api/plugin';
import { registerErrorHandler } from './plugins/error-handler';

export interface BuildAppOptions {
  database: DatabaseHandle;
  logLevel?: string;
  /** Storefront API, mail and cart settings; development defaults when not given. */
  storefrontApi?: StorefrontApiSettings;
  /** Hourly purge of expired carts, sessions and old back-in-stock requests (the server). */
  backgroundPurge?: boolean;
  /**
   * The whole configuration, for operator commands run inside the service
   * (`npm run admin -- … --service <url>`); the route exists only outside production.
   */
  operatorConfig?: CommerceConfig;
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
  await app.register(contentRoutes, { db: database.db });
  await app.register(mediaRoutes, { db: database.db });
  const settings = options.storefrontApi ?? loadConfig({}).storefrontApi;
  await app.register(storefrontApiRoutes, {
    db: database.db,
    settings,
    backgroundPurge: options.backgroundPurge ?? false,
  });
  await app.register(newsletterRoutes, { db: database.db, settings });
  await app.register(reviewRoutes, { db: database.db, settings });
  await app.register(backInStockRoutes, {
    db: database.db,
    settings,
    backgroundPurge: options.backgroundPurge ?? false,
  });
  await app.register(checkoutRoutes, { db: database.db, settings });
  if (options.operatorConfig && !options.operatorConfig.production)
    await app.register(devCommandRoutes, { db: database.db, config: options.operatorConfig });
  return app;
}
