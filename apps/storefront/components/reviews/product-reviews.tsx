import type { ReviewsSummary } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';
import { Stars } from './stars';
import { WriteReview } from './write-review';

interface ProductReviewsProps {
  language: LanguageCode;
  productId: number;
  summary: ReviewsSummary;
}

const STARS_DESCENDING = [5, 4, 3, 2, 1] as const;

/**
 * The reviews section of the product page (spec 2.6, 3 "Review"): average and histogram of
 * star counts over published reviews, the newest reviews with their verified-purchase flag
 * and "show more" paging, and the review form in a modal. Renders without client JavaScript
 * except for paging and the form.
 */
export async function ProductReviews({ language, productId, summary }: ProductReviewsProps) {
  const t = await getTranslations({ locale: language, namespace: 'reviews' });
  const average = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(summary.average);
  return (
    <section className={styles.section} aria-labelledby="product-reviews-heading" id="reviews">
      <h2 id="product-reviews-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {summary.count > 0 ? (
        <div className={styles.overview}>
          <div className={styles.average}>
            <span className={styles.averageValue}>{average}</span>
            <Stars rating={summary.average} label={t('average', { average })} />
            <span>{t('count', { count: summary.count })}</span>
          </div>
          <ul className={styles.histogram} aria-label={t('histogram')}>
            {STARS_DESCENDING.map((stars) => {
              const count = summary.histogram[stars];
              const share = Math.round((count / summary.count) * 100);
              return (
                <li key={stars} className={styles.histogramRow}>
                  <span className={styles.visuallyHidden}>
                    {t('histogramRow', { stars, count })}
                  </span>
                  <span aria-hidden="true">{t('starsShort', { stars })}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.barFill} style={{ width: `${share}%` }} />
                  </span>
                  <span className={styles.histogramCount} aria-hidden="true">
                    {count}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <WriteReview language={language} productId={productId} />
      <ReviewList productId={productId} initialReviews={summary.items} total={summary.count} />
    </section>
  );
}
