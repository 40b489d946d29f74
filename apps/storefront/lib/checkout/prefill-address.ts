import 'server-only';
import { z } from 'zod';

const text = z.string().nullable().optional();

/**
 * A customer's default address as the checkout prefill reads it (spec 3 "Prefilled checkout
 * fields"): from the Storefront API's `customer.defaultAddress`, or in single sign-on mode
 * from the account site's `GET /api/address/default` (which has no province).
 */
export const prefillAddressSchema = z.object({
  firstName: text,
  lastName: text,
  company: text,
  address1: text,
  address2: text,
  city: text,
  zip: text,
  province: text,
  phone: text,
});
export type PrefillAddress = z.output<typeof prefillAddressSchema>;
