/**
 * The review block of the product page (spec 3 "Review", spec 4): average, count and star
 * histogram over published reviews, plus the newest of them. Pending and rejected reviews
 * never show, and the reviewer's email is never selected, so it cannot leak.
 */
import { REVIEW_PAGE_SIZE, type ReviewsSummary } from '@shop/search-contract';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newestPublishedReviews, publishedOf } from '../reviews/published-reviews';
import { reviews } from '../reviews/schema';

/** Reviews shown with the product: the first page of the review list's paging (issue 6). */
export const PRODUCT_PAGE_REVIEW_COUNT = REVIEW_PAGE_SIZE;

type Histogram = ReviewsSummary['histogram'];
const STARS = [1, 2, 3, 4, 5] as const;

/** Counts per star rating; ratings outside 1..5 (none pass the review form) are ignored. */
export function reviewHistogram(
  ratingCounts: readonly { rating: number; total: number }[],
): Histogram {
  const histogram: Histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, total } of ratingCounts) {
    const star = STARS.find((value) => value === rating);
    if (star !== undefined) histogram[star] += total;
  }
  return histogram;
}

/** Average stars to two decimals, like the tiles' rating; 0 without reviews. */
export function averageRating(histogram: Histogram): number {
  const total = STARS.reduce((sum, star) => sum + histogram[star], 0);
  if (total === 0) return 0;
  const stars = STARS.reduce((sum, star) => sum + star * histogram[star], 0);
  return Math.round((stars / total) * 100) / 100;
}

export async function reviewsSummary(db: Database, productId: number): Promise<ReviewsSummary> {
  const [ratingCounts, items] = await Promise.all([
    db
      .select({ rating: reviews.rating, total: count() })
      .from(reviews)
      .where(publishedOf(productId))
      .groupBy(reviews.rating),
    newestPublishedReviews(db, productId, { offset: 0, limit: PRODUCT_PAGE_REVIEW_COUNT }),
  ]);
  const histogram = reviewHistogram(ratingCounts);
  return {
    average: averageRating(histogram),
    count: STARS.reduce((sum, star) => sum + histogram[star], 0),
    histogram,
    items,
  };
}
