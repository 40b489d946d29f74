/**
 * Server-side checks of the account fields, with the rules of packages/validation (spec 5)
 * and Shopify's error codes. Every text field refuses HTML tags and web addresses.
 */
import { type LanguageCode, PASSWORD_MIN_LENGTH } from '@shop/shop-config';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  failedPasswordRule,
  PASSWORD_MAX_LENGTH,
  phoneSchema,
} from '@shop/validation';
import { customerMessage } from './customer-messages';
import type { CustomerUserError } from './customer-types';

export const TEXT_FIELD_MAX_LENGTH = 255;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const WEB_ADDRESS = /(https?:\/\/|www\.)\S/i;

export function textFieldErrors(
  value: string | null | undefined,
  field: string[],
  language: LanguageCode,
  options: { required: boolean },
): CustomerUserError[] {
  const text = value?.trim() ?? '';
  if (text === '') {
    return options.required
      ? [{ code: 'BLANK', field, message: customerMessage('required', language) }]
      : [];
  }
  if (text.length > TEXT_FIELD_MAX_LENGTH) {
    return [
      {
        code: 'TOO_LONG',
        field,
        message: customerMessage('tooLong', language, TEXT_FIELD_MAX_LENGTH),
      },
    ];
  }
  if (HTML_TAG.test(text)) {
    return [
      { code: 'CONTAINS_HTML_TAGS', field, message: customerMessage('containsHtml', language) },
    ];
  }
  if (WEB_ADDRESS.test(text)) {
    return [{ code: 'CONTAINS_URL', field, message: customerMessage('containsUrl', language) }];
  }
  return [];
}

export function emailErrors(
  email: string,
  field: string[],
  language: LanguageCode,
): CustomerUserError[] {
  // Very long input never reaches the pattern: it is refused by its length alone.
  if (email.length > EMAIL_MAX_LENGTH) {
    return [{ code: 'INVALID', field, message: customerMessage('emailInvalid', language) }];
  }
  const result = emailSchema.safeParse(email);
  if (result.success) return [];
  const blank = result.error.issues[0]?.message === 'validation.required';
  return [
    blank
      ? { code: 'BLANK', field, message: customerMessage('required', language) }
      : { code: 'INVALID', field, message: customerMessage('emailInvalid', language) },
  ];
}

/** Spec 5: uppercase, lowercase, digit, special, length; only the last failed rule is told. */
export function passwordErrors(
  password: string,
  field: string[],
  language: LanguageCode,
): CustomerUserError[] {
  if (password.length === 0)
    return [{ code: 'BLANK', field, message: customerMessage('passwordEmpty', language) }];
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [
      {
        code: 'TOO_LONG',
        field,
        message: customerMessage('tooLong', language, PASSWORD_MAX_LENGTH),
      },
    ];
  }
  if (password.trim() !== password) {
    return [
      {
        code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field,
        message: customerMessage('passwordWhitespace', language),
      },
    ];
  }
  switch (failedPasswordRule(password)) {
    case undefined:
      return [];
    case 'length':
      return [
        {
          code: 'TOO_SHORT',
          field,
          message: customerMessage('passwordLength', language, PASSWORD_MIN_LENGTH),
        },
      ];
    case 'uppercase':
      return [{ code: 'INVALID', field, message: customerMessage('passwordUppercase', language) }];
    case 'lowercase':
      return [{ code: 'INVALID', field, message: customerMessage('passwordLowercase', language) }];
    case 'digit':
      return [{ code: 'INVALID', field, message: customerMessage('passwordDigit', language) }];
    case 'special':
      return [{ code: 'INVALID', field, message: customerMessage('passwordSpecial', language) }];
  }
}

export function phoneErrors(
  phone: string,
  field: string[],
  language: LanguageCode,
): CustomerUserError[] {
  return phone.length <= 32 && phoneSchema.safeParse(phone).success
    ? []
    : [{ code: 'INVALID', field, message: customerMessage('phoneInvalid', language) }];
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A trimmed value, or null for an empty one (optional fields are cleared that way). */
export function cleanText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}
