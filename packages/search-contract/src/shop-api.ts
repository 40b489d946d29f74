/**
 * The shop's own review and back-in-stock calls (issue 6): review submission, which stores
 * the review for moderation; the paged list of published reviews of a product, newest
 * first; and the back-in-stock request. The commerce service validates with these schemas
 * and the storefront parses the answers with them.
 */
import { backInStockFormSchema, reviewFormSchema } from '@shop/validation';
import { z } from 'zod';
import { publishedReviewSchema } from './product';
import { languageSchema, storeKeySchema } from './search';

export const shopApiPaths = {
  reviews: '/api/reviews',
  backInStock: '/api/back-in-stock',
} as const;

/**
 * Reviews per page of the product page's list, the first page coming with the product
 * (spec names paging, not the number): five keep the section short on a phone.
 */
export const REVIEW_PAGE_SIZE = 5;
/** Deepest offset served; no shopper reads past a thousand reviews. */
export const REVIEW_MAX_OFFSET = 1000;

const entityId = z.number().int().positive().max(2_147_483_647);

export const reviewSubmissionSchema = z.strictObject({
  ...reviewFormSchema.shape,
  productId: entityId,
  /** The language the review is written in: the shop's language when it was submitted. */
  language: languageSchema,
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** Answer to a submission: always pending, the review shows after approval (spec 4). */
export const reviewSubmissionAnswerSchema = z.object({ status: z.literal('pending') });
export type ReviewSubmissionAnswer = z.infer<typeof reviewSubmissionAnswerSchema>;

export const reviewListQuerySchema = z.strictObject({
  productId: z.coerce.number().pipe(entityId),
  offset: z.coerce.number().int().min(0).max(REVIEW_MAX_OFFSET).default(0),
  count: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewPageSchema = z.object({
  items: z.array(publishedReviewSchema),
  /** Published reviews of the product in all. */
  total: z.number().int().min(0),
  /** Offset of the next page, null on the last one. */
  nextOffset: z.number().int().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const backInStockRequestSchema = z.strictObject({
  ...backInStockFormSchema.shape,
  variantId: entityId,
  /** The language of the notice mail. */
  language: languageSchema,
  /** The store whose shop the shopper was in: the mail links there. */
  store: storeKeySchema,
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const backInStockAnswerSchema = z.object({ status: z.literal('registered') });
export type BackInStockAnswer = z.infer<typeof backInStockAnswerSchema>;
