/**
 * Checks what the shopper entered against the cart store's rules (spec 5) and turns every
 * problem into a localized field error, so the storefront can show it beside the field.
 */
import { type CheckoutRefusal, checkoutAddressSchema } from '@shop/search-contract';
import { deliveryCountry, type LanguageCode, type Store } from '@shop/shop-config';
import type { z } from 'zod';
import { checkoutMessage, validationMessage } from './checkout-messages';
import type { CheckoutAddressRecord } from './schema';

export type FieldError = { field: string; message: string };

/** Field errors from a zod error whose messages are validation.* keys. */
export function fieldErrorsOf(
  error: z.ZodError,
  prefix: string,
  language: LanguageCode,
): FieldError[] {
  return error.issues.map((issue) => {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const maximum = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    const head = String(issue.path[0] ?? '');
    if (head === 'acceptTerms' || head === 'acceptWithdrawalNotice') {
      return { field, message: checkoutMessage('consentRequired', language) };
    }
    if (head === 'card') return { field, message: checkoutMessage('cardInvalid', language) };
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : issue.code === 'too_big'
        ? 'validation.tooLong'
        : 'validation.invalidText';
    return { field, message: validationMessage(key, language, maximum) };
  });
}

export function checkAddress(
  input: unknown,
  store: Store,
  language: LanguageCode,
): { address: CheckoutAddressRecord } | { errors: FieldError[] } {
  const parsed = checkoutAddressSchema(store.key).safeParse(input);
  if (!parsed.success) {
    return {
      errors: fieldErrorsOf(parsed.error, 'shippingAddress', language).map((error) =>
        error.field === 'shippingAddress.countryCode'
          ? { ...error, message: checkoutMessage('countryNotServed', language) }
          : error,
      ),
    };
  }
  const address = parsed.data;
  // The cart's prices, currency and stock are the store's: it must serve the country.
  if (deliveryCountry(address.countryCode)?.storeKey !== store.key) {
    return {
      errors: [
        {
          field: 'shippingAddress.countryCode',
          message: checkoutMessage('countryNotServed', language),
        },
      ],
    };
  }
  return {
    address: {
      firstName: address.firstName,
      lastName: address.lastName,
      company: address.company,
      address1: address.address1,
      address2: address.address2,
      zip: address.zip,
      city: address.city,
      phone: address.phone ?? '',
      countryCode: address.countryCode,
      province: address.province ?? '',
    },
  };
}

export function fieldsRefusal(errors: FieldError[], language: LanguageCode): CheckoutRefusal {
  return { kind: 'fields', message: checkoutMessage('checkFields', language), fields: errors };
}
