/**
 * Builds the commerce service: infrastructure plugins first, then one plugin per domain
 * module. Tests call this with their own database and use `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { type CommerceConfig, loadConfig, type StorefrontApiSettings } from './config';
import type { DatabaseHandle } from './db/client';
import { accountSiteRoutes } from './modules/account-site/routes';
import { backInStockRoutes } from './modules/back-in-stock/routes';
import { mediaRoutes } from './modules/catalog/media-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { devCommandRoutes } from './modules/operator/dev-command-routes';
import { reviewRoutes } from './modules/reviews/routes';
import {
  createSearchAnswerCache,
  SEARCH_CACHE_DEFAULTS,
  type SearchAnswerCache,
} from './modules/search/answer-cache';
import { searchRoutes } from './modules/search/routes';
import { storefrontApiRoutes } from './modules/storefront-api/plugin';
import { wishlistRoutes } from './modules/wishlists/routes';
import { registerMetrics } from './observability/metrics-routes';
import { registerRequestId, requestIdOf } from './observability/request-id';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerSecurityHeaders } from './plugins/security-headers';

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
  /** Where the JSON log lines go; stdout when not given (tests read them here). */
  logStream?: NodeJS.WritableStream;
  /** Bearer token for GET /metrics; unset, loopback callers only. */
  metricsToken?: string | null;
  /** The search service's answer cache; one with the default bounds when not given. */
  searchCache?: SearchAnswerCache;
}

/** Largest JSON body any endpoint accepts; search phrases and forms are far smaller. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines; each request's lines carry its id as reqId (observability/request-id.ts).
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (request) => requestIdOf(request.headers),
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests in flight finish on shutdown; new ones get 503 while closing.
    return503OnClosing: true,
    requestTimeout: 30_000,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // JSON only (and GraphQL's own type): a cross-site HTML form can send text/plain, urlencoded
  // or multipart without a CORS preflight, so no route may take those (issue 9, CSRF).
  app.removeContentTypeParser('text/plain');
  registerInputGuard(app);
  const { database } = options;
  registerRequestId(app);
  registerMetrics(app, { database, token: options.metricsToken ?? null });
  await app.register(healthRoutes, { database });
  await app.register(searchRoutes, {
    db: database.db,
    cache: options.searchCache ?? createSearchAnswerCache(SEARCH_CACHE_DEFAULTS),
  });
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
  await app.register(wishlistRoutes, { db: database.db, settings });
  await app.register(accountSiteRoutes, { db: database.db, settings });
  if (options.operatorConfig && !options.operatorConfig.production)
    await app.register(devCommandRoutes, { db: database.db, config: options.operatorConfig });
  return app;
}
