import { isLanguageCode, type LanguageCode } from '@shop/shop-config';
import type { PrefillAddress } from './prefill-address';

/**
 * The prefilled checkout fields (spec 3 "Prefilled checkout fields"), in the names the
 * checkout link carries them: the customer's contact data and default address.
 */
export const CHECKOUT_PREFILL_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'phone',
  'province',
] as const;
export type CheckoutPrefillField = (typeof CHECKOUT_PREFILL_FIELDS)[number];
export type CheckoutPrefill = Partial<Record<CheckoutPrefillField, string>>;

type Text = string | null | undefined;

/** What the Storefront API's customer query gives for the prefill. */
export interface PrefillCustomer {
  email?: Text;
  firstName?: Text;
  lastName?: Text;
  phone?: Text;
  defaultAddress?: PrefillAddress | null;
}

/**
 * A logged-in customer's prefill (spec 3): contact data, and the default address, whose
 * names win over the account's (a parcel may go to a name the account does not carry).
 */
export function customerPrefillOf(customer: PrefillCustomer): CheckoutPrefill {
  const address = customer.defaultAddress;
  const fields: Record<CheckoutPrefillField, Text> = {
    email: customer.email,
    firstName: address?.firstName || customer.firstName,
    lastName: address?.lastName || customer.lastName,
    company: address?.company,
    address1: address?.address1,
    address2: address?.address2,
    zip: address?.zip,
    city: address?.city,
    phone: customer.phone || address?.phone,
    province: address?.province,
  };
  const prefill: CheckoutPrefill = {};
  for (const field of CHECKOUT_PREFILL_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value !== '') prefill[field] = value;
  }
  return prefill;
}

/** The query parameters of the checkout's context (spec 7: locale and country added). */
export const CHECKOUT_LOCALE_PARAMETER = 'locale';
export const CHECKOUT_COUNTRY_PARAMETER = 'country';

// Longer values are no real contact data; they are dropped rather than cut.
const PREFILL_MAX_LENGTH = 254;

/**
 * The checkout link (spec 7: "the checkout URL is built from the cart checkoutUrl plus query
 * parameters for prefilled customer data, with locale and country added"). Parameters the
 * checkoutUrl already carries (Shopify adds a key) are kept; empty prefill values are left
 * out, so the checkout never prefills a field with nothing.
 */
export function checkoutLink(input: {
  checkoutUrl: string;
  language: LanguageCode;
  /** Lowercase delivery country, e.g. 'de'. */
  country: string;
  prefill: CheckoutPrefill;
}): string {
  const link = new URL(input.checkoutUrl);
  for (const field of CHECKOUT_PREFILL_FIELDS) {
    const value = input.prefill[field]?.trim();
    if (value && value.length <= PREFILL_MAX_LENGTH) link.searchParams.set(field, value);
  }
  link.searchParams.set(CHECKOUT_LOCALE_PARAMETER, input.language);
  link.searchParams.set(CHECKOUT_COUNTRY_PARAMETER, input.country.toLowerCase());
  return link.href;
}

/** The prefill values a checkout link carries, read back by the checkout's first page. */
export function prefillFromQuery(
  query: Record<string, string | string[] | undefined>,
): CheckoutPrefill {
  const prefill: CheckoutPrefill = {};
  for (const field of CHECKOUT_PREFILL_FIELDS) {
    const value = query[field];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= PREFILL_MAX_LENGTH) {
      prefill[field] = value.trim();
    }
  }
  return prefill;
}

const CHECKOUT_ENTRY_PATTERN = /^\/checkouts\/([A-Za-z0-9_-]{1,64})\/?$/;

/**
 * Where a checkout link (`/checkouts/<token>?…&locale=de`) leads: the checkout route of
 * the link's language, the query kept. The locale may be a language ('de') or a locale
 * ('de-DE'); without a known one the visitor's language is used. Undefined for other paths.
 */
export function checkoutEntryPath(
  pathname: string,
  search: string,
  fallbackLanguage: LanguageCode,
): string | undefined {
  const match = CHECKOUT_ENTRY_PATTERN.exec(pathname);
  if (match === null) return undefined;
  const locale = new URLSearchParams(search).get(CHECKOUT_LOCALE_PARAMETER) ?? '';
  const primary = locale.split(/[-_]/)[0]?.toLowerCase();
  const language = isLanguageCode(primary) ? primary : fallbackLanguage;
  return `${checkoutPath(language, match[1] ?? '')}${search}`;
}

/** The visible path of a checkout in a language, e.g. '/de/checkouts/<token>'. */
export function checkoutPath(language: LanguageCode, token: string, step?: string): string {
  const base = `/${language}/checkouts/${encodeURIComponent(token)}`;
  return step === undefined ? base : `${base}/${step}`;
}
