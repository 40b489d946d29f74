import type { LanguageCode } from '@shop/shop-config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';

/** What the newsletter use cases need: the database, the mailer and where links lead. */
export interface NewsletterContext {
  db: Database;
  mailer: Mailer;
  /** Public origin of the storefront, for the confirmation link. */
  storefrontUrl: string;
  brandName: string;
  now: Date;
}

export interface SubscriptionRequest {
  email: string;
  createVoucher: boolean;
  /** Delivery country code, lower case (spec 1 delivery countries). */
  country: string;
  language: LanguageCode;
}

export type ConfirmationResult =
  | { kind: 'confirmed'; language: LanguageCode; voucher: { code: string; percent: number } | null }
  | { kind: 'unknown-link' };
