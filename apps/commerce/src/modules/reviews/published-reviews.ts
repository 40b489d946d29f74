/**
 * The paged list of a product's published reviews for the product page, newest first. The
 * reviewer's email is never selected, so it cannot leak.
 */
import type { PublishedReview, ReviewListQuery, ReviewPage } from '@shop/search-contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../catalog/schema';
import { reviews } from './schema';

/** Published reviews of a product, newest first, shaped as shoppers see them (no email). */
export async function newestPublishedReviews(
  db: Database,
  productId: number,
  page: { offset: number; limit: number },
): Promise<PublishedReview[]> {
  const rows = await db
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
    .where(publishedOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() }));
}

/** The condition that selects a product's published reviews. */
export function publishedOf(productId: number) {
  return and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
}

export async function listPublishedReviews(
  db: Database,
  query: ReviewListQuery,
): Promise<ReviewPage | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, query.productId));
  if (!product) return undefined;
  const [items, [total]] = await Promise.all([
    newestPublishedReviews(db, product.id, { offset: query.offset, limit: query.count }),
    db.select({ total: count() }).from(reviews).where(publishedOf(product.id)),
  ]);
  const all = total?.total ?? 0;
  const nextOffset = query.offset + items.length;
  return {
    items,
    total: all,
    nextOffset: items.length > 0 && nextOffset < all ? nextOffset : null,
  };
}
