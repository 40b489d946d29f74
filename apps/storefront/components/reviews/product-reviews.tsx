import type { ReviewsSummary } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';

interface ProductReviewsProps {
  language: LanguageCode;
  productId: number;
  summary: ReviewsSummary;
}

/** Reviews section of the product page (issue 6). Placeholder until the reviews are built. */
export function ProductReviews({ summary }: ProductReviewsProps) {
  return <p>{summary.count}</p>;
}
