/**
 * The commerce service's newsletter endpoints (spec 2.6, 7): the storefront's
 * `POST /api/newsletter/subscribe` forwards to the first, its confirmation page calls the
 * second. Shared so both sides agree on the shapes.
 */
import { DELIVERY_COUNTRIES, LANGUAGE_CODES } from '@shop/shop-config';
import { emailSchema } from '@shop/validation';
import { z } from 'zod';

export const NEWSLETTER_PATHS = {
  subscriptions: '/newsletter/subscriptions',
  confirmations: '/newsletter/confirmations',
} as const;

const countryCodes = DELIVERY_COUNTRIES.map((country) => country.code);

/** A delivery country code (spec 1), any case; answered in lower case. */
export const newsletterCountrySchema = z
  .string()
  .max(8)
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.enum(countryCodes));

export const newsletterSubscriptionRequestSchema = z.object({
  email: emailSchema,
  createVoucher: z.boolean().default(false),
  country: newsletterCountrySchema,
  /** Language of the confirmation mail and page. */
  language: z.enum(LANGUAGE_CODES),
});
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionRequestSchema>;

export const newsletterSubscriptionAnswerSchema = z.object({
  status: z.literal('confirmation-sent'),
});

/** The token of a confirmation link: 32 random bytes as hex. */
export const newsletterConfirmationTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const newsletterConfirmationRequestSchema = z.object({
  token: newsletterConfirmationTokenSchema,
});

export const newsletterConfirmationAnswerSchema = z.object({
  status: z.literal('confirmed'),
  language: z.enum(LANGUAGE_CODES),
  voucher: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
});
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationAnswerSchema>;
