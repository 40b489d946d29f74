/**
 * POST /api/back-in-stock (issue 6): a shopper asks to hear when a sold-out variant is back.
 * Thin: validate with the shared contract, call the service, map outcomes to 202 or 4xx.
 * With the server's background purge on, requests older than six months go hourly.
 */
import {
  type BackInStockAnswer,
  backInStockRequestSchema,
  shopApiPaths,
} from '@shop/search-contract';
import type { FastifyInstance } from 'fastify';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { shopFormContext, tooManyRequests } from '../../plugins/shopper-ip';
import { purgeBackInStockRequests } from './purge-requests';
import { requestBackInStockNotice } from './request-notice';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export async function backInStockRoutes(
  app: FastifyInstance,
  options: { db: Database; settings: StorefrontApiSettings; backgroundPurge?: boolean },
) {
  const { db, settings } = options;
  if (options.backgroundPurge) {
    // Spec 9: stock-notification data is deleted after six months, also without an operator.
    const purge = () =>
      purgeBackInStockRequests(db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'purging old back-in-stock requests failed'),
      );
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.post(shopApiPaths.backInStock, async (request, reply): Promise<BackInStockAnswer> => {
    const body = backInStockRequestSchema.parse(request.body);
    const result = await requestBackInStockNotice(shopFormContext(request, db, settings), body);
    if (result.status === 'throttled') throw tooManyRequests(request, result.retryAfterSeconds);
    if (result.status === 'unknown-variant')
      throw new RequestError(404, `Variant ${body.variantId} is not sold in store ${body.store}`);
    if (result.status === 'in-stock')
      throw new RequestError(409, `Variant ${body.variantId} is in stock`);
    reply.code(202);
    return { status: 'registered' };
  });
}
