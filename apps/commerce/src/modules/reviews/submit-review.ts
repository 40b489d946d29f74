/**
 * Takes a shopper's review (spec 4: submitted, then checked before publication). The review
 * is stored pending; a second review by the same email for the same product is dropped
 * with the same answer, so the call cannot tell anyone who reviewed what.
 */
import type { ReviewSubmission } from '@shop/search-contract';
import { SHOP_FORM_RATE_LIMITS } from '@shop/shop-config';
import { eq } from 'drizzle-orm';
import type { ShopFormContext } from '../../plugins/shopper-ip';
import { products } from '../catalog/schema';
import { hasPurchasedProduct } from '../orders/purchases';
import { weighAttempt } from '../storefront-api/rate-limits';
import { reviews } from './schema';

export type ReviewSubmissionResult =
  | { status: 'pending' }
  | { status: 'unknown-product' }
  | { status: 'throttled'; retryAfterSeconds: number };

export async function submitReview(
  context: ShopFormContext,
  submission: ReviewSubmission,
): Promise<ReviewSubmissionResult> {
  const verdict = await weighAttempt(
    context,
    `reviews:ip:${context.clientIp}`,
    SHOP_FORM_RATE_LIMITS.reviewSubmission,
  );
  if (!verdict.within) return { status: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const [product] = await context.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, submission.productId));
  if (!product) return { status: 'unknown-product' };
  const email = submission.email.trim().toLowerCase();
  await context.db
    .insert(reviews)
    .values({
      productId: product.id,
      rating: submission.rating,
      title: submission.title,
      comment: submission.comment,
      email,
      // The form asks for no name (spec 5, 6); the storefront shows a localized "customer".
      authorName: '',
      locale: submission.language,
      verifiedPurchase: await hasPurchasedProduct(context.db, email, product.id),
      status: 'pending',
      createdAt: context.now,
    })
    .onConflictDoNothing({ target: [reviews.productId, reviews.email] });
  return { status: 'pending' };
}
