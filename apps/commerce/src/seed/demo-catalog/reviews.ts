/**
 * Demo reviews: more for popular products, ratings skewed towards four and five stars,
 * written in several of the shop's languages, mostly published with a few still pending.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import type { reviews } from '../../modules/reviews/schema';
import { type Random, randomFor } from './random';
import { DEMO_REFERENCE_DATE, daysBefore } from './reference-date';
import { AUTHOR_NAMES, REVIEW_PHRASES, type Sentiment } from './review-texts';
import { slugify } from './slug';
import type { ProductSeed } from './types';

type ReviewRow = typeof reviews.$inferInsert;

/** Reviewers' languages, weighted by how many shoppers each language brings. */
const REVIEW_LOCALE_WEIGHTS: Readonly<Record<LanguageCode, number>> = {
  de: 7,
  fr: 3,
  nl: 3,
  en: 2,
  it: 2,
  es: 2,
  pl: 1,
};
const REVIEW_LOCALES = LANGUAGE_CODES.flatMap((locale) =>
  Array.from({ length: REVIEW_LOCALE_WEIGHTS[locale] }, () => locale),
);

export function reviewRows(product: ProductSeed, productId: number): ReviewRow[] {
  const random = randomFor(`reviews:${product.key}`);
  const count = Math.floor(product.popularity / 150) + random.int(0, 3);
  // One review per email and product, as the review service's spam guard allows.
  const emailsUsed = new Set<string>();
  return Array.from({ length: count }, (): ReviewRow => {
    const locale = random.pick(REVIEW_LOCALES);
    const rating = pickRating(random);
    const phrases = REVIEW_PHRASES[locale][sentimentOf(rating)];
    const names = AUTHOR_NAMES[locale];
    const firstName = random.pick(names.first);
    const lastName = random.pick(names.last);
    const initial = /\p{Lu}/u.exec(lastName)?.[0] ?? lastName.charAt(0);
    const daysAgo = random.int(1, Math.max(2, product.createdDaysAgo));
    const mailbox = `${slugify(firstName)}.${slugify(lastName).replace(/-/g, '')}`.toLowerCase();
    let email = `${mailbox}@example.com`;
    for (let n = 2; emailsUsed.has(email); n += 1) email = `${mailbox}${n}@example.com`;
    emailsUsed.add(email);
    return {
      productId,
      rating,
      title: random.pick(phrases.titles),
      comment: random.pick(phrases.comments),
      email,
      authorName: `${firstName} ${initial}.`,
      locale,
      verifiedPurchase: random.chance(0.65),
      status: random.chance(0.1) ? 'pending' : 'published',
      createdAt: new Date(
        daysBefore(DEMO_REFERENCE_DATE, daysAgo).getTime() + random.int(0, 43_199_000),
      ),
    };
  });
}

/** Roughly 45 % five stars, 30 % four, 13 % three, 7 % two, 5 % one. */
function pickRating(random: Random): number {
  const roll = random.next();
  if (roll < 0.05) return 1;
  if (roll < 0.12) return 2;
  if (roll < 0.25) return 3;
  if (roll < 0.55) return 4;
  return 5;
}

function sentimentOf(rating: number): Sentiment {
  if (rating >= 4) return 'positive';
  return rating === 3 ? 'neutral' : 'negative';
}
