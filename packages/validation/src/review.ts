import { z } from 'zod';
import { emailSchema } from './email';

/**
 * The review form (spec 5): rating, title, comment and email are required, the email must
 * be valid. The spec names no lengths; these hold a real review and stop a pasted novel.
 */
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_COMMENT_MAX_LENGTH = 5000;

/** Text a shopper typed: required, bounded, and free of NUL (PostgreSQL text cannot hold it). */
function shopperText(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(maxLength, { message: 'validation.tooLong' })
    .refine((value) => !value.includes('\0'), { message: 'validation.invalidText' });
}

export const reviewRatingSchema = z
  .number({ message: 'validation.ratingRequired' })
  .int({ message: 'validation.ratingRequired' })
  .min(1, { message: 'validation.ratingRequired' })
  .max(5, { message: 'validation.ratingRequired' });

export const reviewFormSchema = z.object({
  rating: reviewRatingSchema,
  title: shopperText(REVIEW_TITLE_MAX_LENGTH),
  comment: shopperText(REVIEW_COMMENT_MAX_LENGTH),
  email: emailSchema,
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** Back-in-stock (spec 5): email required and valid, the consent text must be accepted. */
export const backInStockFormSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { message: 'validation.consentRequired' }),
});
export type BackInStockForm = z.infer<typeof backInStockFormSchema>;
