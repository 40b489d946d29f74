'use client';

import type { PublishedReview } from '@shop/search-contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './reviews.module.css';
import { Stars } from './stars';

interface ReviewListProps {
  productId: number;
  /** The newest published reviews, rendered on the server. */
  initialReviews: PublishedReview[];
  /** Published reviews in all, so "show more" knows when to stop. */
  total: number;
}

/**
 * The published reviews, newest first, with their verified-purchase flag (spec 3 "Review");
 * "show more" loads the next page through the storefront's /api/reviews and moves focus to
 * the first review it added.
 */
export function ReviewList({ productId, initialReviews, total }: ReviewListProps) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const [reviews, setReviews] = useState(initialReviews);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(initialReviews.length < total);
  const firstNewId = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLOListElement>(null);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  useEffect(() => {
    if (firstNewId.current === undefined) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-review-id="${firstNewId.current}"]`)
      ?.focus();
    firstNewId.current = undefined;
  });

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(
        `/api/reviews?${new URLSearchParams({ productId: String(productId), offset: String(reviews.length) })}`,
      );
      // The contract (with zod, about 115 KB) loads on the first "show more", not with the page.
      const { reviewPageSchema } = await import('@shop/search-contract');
      const page = reviewPageSchema.safeParse(response.ok ? await response.json() : undefined);
      if (!page.success) {
        setFailed(true);
        return;
      }
      const known = new Set(reviews.map((review) => review.id));
      const added = page.data.items.filter((review) => !known.has(review.id));
      firstNewId.current = added[0]?.id;
      setReviews([...reviews, ...added]);
      setHasMore(page.data.nextOffset !== null && added.length > 0);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (reviews.length === 0) return <p>{t('none')}</p>;
  return (
    <>
      <ol className={styles.list} ref={listRef}>
        {reviews.map((review) => (
          <li key={review.id}>
            <article className={styles.review} data-review-id={review.id} tabIndex={-1}>
              <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
              <h3 className={styles.reviewTitle} lang={review.language}>
                {review.title}
              </h3>
              <p className={styles.reviewMeta}>
                <span>{review.authorName || t('anonymousAuthor')}</span>
                <time dateTime={review.createdAt}>{dates.format(new Date(review.createdAt))}</time>
                {review.verifiedPurchase ? (
                  <span className={styles.verified}>{t('verifiedPurchase')}</span>
                ) : null}
              </p>
              <p className={styles.comment} lang={review.language}>
                {review.comment}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {failed ? (
        <p className={styles.failure} role="alert">
          {t('loadMoreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
          >
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
