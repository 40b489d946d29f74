/**
 * The paged list of a product's published reviews for the product page, newest first. The
 * reviewer's email is never selected, so it cannot leak.
 */
import type { PublishedReview, ReviewListQuery, ReviewPage } from '@shop/search-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../catalog/schema';
import { reviews } from './schema';

export async function listPublishedReviews(
  db: Database,
  query: ReviewListQuery,
): Promise<ReviewPage | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, query.productId));
  if (!product) return undefined;
  const published = and(eq(reviews.productId, product.id), eq(reviews.status, 'published'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        authorName: reviews.authorName,
        verifiedPurchase: reviews.verifiedPurchase,
        language: reviews.locale,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(query.offset)
      .limit(query.count),
    db.select({ total: count() }).from(reviews).where(published),
  ]);
  const all = total?.total ?? 0;
  const nextOffset = query.offset + rows.length;
  return {
    items: rows.map(
      (review): PublishedReview => ({ ...review, createdAt: review.createdAt.toISOString() }),
    ),
    total: all,
    nextOffset: rows.length > 0 && nextOffset < all ? nextOffset : null,
  };
}
