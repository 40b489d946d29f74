/**
 * What the customer services take and give. Expected outcomes (taken e-mail, wrong
 * password, invalid token) are user errors with Shopify's CustomerErrorCode values.
 */
import type { ShopContext } from '../../context';
import type { Mailer } from '../mail/mailer';
import type { customerAccessTokens, customers } from './schema';

export interface AccountContext extends ShopContext {
  now: Date;
  mailer: Mailer;
  /** Public origin of the storefront, for links in mails. */
  storefrontUrl: string;
  brandName: string;
  accessTokenTtlDays: number;
}

export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

export type Customer = typeof customers.$inferSelect;

export interface IssuedAccessToken {
  id: number;
  accessToken: string;
  expiresAt: Date;
}

export type AccessTokenRow = typeof customerAccessTokens.$inferSelect;

/** A use case's answer: what it made, or why it refused (then nothing changed). */
export type AccountOutcome<T> = { ok: true; value: T } | { ok: false; errors: CustomerUserError[] };

export const refused = <T>(errors: CustomerUserError[]): AccountOutcome<T> => ({
  ok: false,
  errors,
});
export const succeeded = <T>(value: T): AccountOutcome<T> => ({ ok: true, value });
