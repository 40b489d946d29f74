/**
 * The operator's side of reviews (spec 4: checked before publication): list what waits,
 * approve or reject one. Approval refreshes the product's search documents (rating, review
 * count) in the same transaction and then tells the storefront to rebuild the product page.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StorefrontNotifier } from '../catalog/storefront-notifier';
import { refreshSearchDocuments } from '../search/indexer';
import { reviews } from './schema';

export interface PendingReview {
  id: number;
  productId: number;
  rating: number;
  title: string;
  comment: string;
  email: string;
  language: string;
  verifiedPurchase: boolean;
  createdAt: Date;
}

export async function listPendingReviews(db: Database, limit = 100): Promise<PendingReview[]> {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      email: reviews.email,
      language: reviews.locale,
      verifiedPurchase: reviews.verifiedPurchase,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.status, 'pending'))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

export type ModerationResult =
  | { status: 'changed'; productId: number }
  | { status: 'unchanged'; productId: number }
  | { status: 'unknown-review' };

async function setReviewStatus(
  db: Database,
  notify: StorefrontNotifier,
  reviewId: number,
  status: 'published' | 'rejected',
): Promise<ModerationResult> {
  const result = await db.transaction(async (tx): Promise<ModerationResult> => {
    const [review] = await tx
      .select({ productId: reviews.productId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) return { status: 'unknown-review' };
    if (review.status === status) return { status: 'unchanged', productId: review.productId };
    await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
    await refreshSearchDocuments(tx, [review.productId]);
    return { status: 'changed', productId: review.productId };
  });
  if (result.status === 'changed') await notify(['catalog', `product:${result.productId}`]);
  return result;
}

export function approveReview(db: Database, notify: StorefrontNotifier, reviewId: number) {
  return setReviewStatus(db, notify, reviewId, 'published');
}

/** A rejected review is kept (not shown), so the same email cannot simply submit again. */
export function rejectReview(db: Database, notify: StorefrontNotifier, reviewId: number) {
  return setReviewStatus(db, notify, reviewId, 'rejected');
}
