/**
 * The shop's own review calls (issue 6), JSON for the storefront: submit a review (stored
 * pending, 202) and page through a product's published reviews. Thin: validate with the
 * shared contract, call one service, map expected outcomes to 4xx.
 */
import {
  type ReviewPage,
  type ReviewSubmissionAnswer,
  reviewListQuerySchema,
  reviewSubmissionSchema,
  shopApiPaths,
} from '@shop/search-contract';
import type { FastifyInstance } from 'fastify';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { shopFormContext, tooManyRequests } from '../../plugins/shopper-ip';
import { listPublishedReviews } from './published-reviews';
import { submitReview } from './submit-review';

export async function reviewRoutes(
  app: FastifyInstance,
  options: { db: Database; settings: StorefrontApiSettings },
) {
  const { db, settings } = options;

  app.post(shopApiPaths.reviews, async (request, reply): Promise<ReviewSubmissionAnswer> => {
    const submission = reviewSubmissionSchema.parse(request.body);
    const result = await submitReview(shopFormContext(request, db, settings), submission);
    if (result.status === 'throttled') throw tooManyRequests(request, result.retryAfterSeconds);
    if (result.status === 'unknown-product')
      throw new RequestError(404, `No product ${submission.productId}`);
    reply.code(202);
    return { status: 'pending' };
  });

  app.get(shopApiPaths.reviews, async (request, reply): Promise<ReviewPage> => {
    const query = reviewListQuerySchema.parse(request.query);
    const page = await listPublishedReviews(db, query);
    if (!page) throw new RequestError(404, `No product ${query.productId}`);
    reply.header('cache-control', 'no-store');
    return page;
  });
}
