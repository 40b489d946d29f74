import { checkoutAddressSchema, testCardSchema } from '@shop/search-contract';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@shop/validation';

/*
 * The checkout forms' rules and states (spec 5), shared by the forms in the browser and the
 * server actions, which check every submission again before the commerce service checks it
 * a third time. States carry issue codes the form translates, plus the commerce service's
 * own messages, which come already localized in the checkout's language.
 */

export type CheckoutIssue =
  | 'required'
  | 'tooLong'
  | 'invalidText'
  | 'invalidPhone'
  | 'invalidEmail'
  | 'invalidCountry'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardCvc'
  | 'termsRequired'
  | 'withdrawalRequired';

/** Form-wide notices of the shop itself; refusals of the service come as text. */
export type CheckoutNotice = 'unavailable';

export interface CheckoutFormState {
  status: 'idle' | 'error';
  fieldIssues: Partial<Record<string, CheckoutIssue>>;
  /** Field messages of the commerce service, by form field. */
  fieldMessages: Partial<Record<string, string>>;
  notice?: CheckoutNotice;
  noticeText?: string;
  /** Lines the order could not take for lack of stock (spec: reported per line). */
  stockLines?: { id: string; title: string; available: number }[];
  /** What the shopper typed, so the form keeps it (never card number or CVC). */
  values: Partial<Record<string, string>>;
}

export const INITIAL_CHECKOUT_STATE: CheckoutFormState = {
  status: 'idle',
  fieldIssues: {},
  fieldMessages: {},
  values: {},
};

export const CONTACT_FIELDS = ['email'] as const;
export const ADDRESS_FORM_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'countryCode',
  'province',
  'phone',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'] as const;
export const REVIEW_FIELDS = [...CARD_FIELDS, 'acceptTerms', 'acceptWithdrawalNotice'] as const;

const VALIDATION_ISSUES: Record<string, CheckoutIssue> = {
  'validation.required': 'required',
  'validation.tooLong': 'tooLong',
  'validation.invalidText': 'invalidText',
  'validation.phone': 'invalidPhone',
};

export function emailIssue(email: string): CheckoutIssue | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return 'invalidEmail';
  return undefined;
}

/**
 * The address rules of the cart's store (spec 5, search-contract's checkoutAddressSchema:
 * company and line 2 optional in Spain) plus a delivery country the store serves.
 */
export function addressIssues(
  storeKey: string,
  values: Partial<Record<AddressFormField, string>>,
  servedCountries: readonly string[],
): Partial<Record<AddressFormField, CheckoutIssue>> {
  const issues: Partial<Record<AddressFormField, CheckoutIssue>> = {};
  const parsed = checkoutAddressSchema(storeKey).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || field in issues) continue;
      issues[field as AddressFormField] = VALIDATION_ISSUES[issue.message] ?? 'required';
    }
  }
  if (!servedCountries.includes(values.countryCode ?? '')) issues.countryCode = 'invalidCountry';
  return issues;
}

/** The test card's fields (search-contract's testCardSchema). */
export function cardIssues(values: {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
}): Partial<Record<(typeof CARD_FIELDS)[number], CheckoutIssue>> {
  const shape = testCardSchema.shape;
  const issues: Partial<Record<(typeof CARD_FIELDS)[number], CheckoutIssue>> = {};
  if (values.cardNumber.trim() === '') issues.cardNumber = 'required';
  else if (!shape.number.safeParse(values.cardNumber.trim()).success)
    issues.cardNumber = 'cardNumber';
  if (values.cardExpiry.trim() === '') issues.cardExpiry = 'required';
  else if (!shape.expiry.safeParse(values.cardExpiry.trim()).success)
    issues.cardExpiry = 'cardExpiry';
  if (values.cardCvc.trim() === '') issues.cardCvc = 'required';
  else if (!shape.cvc.safeParse(values.cardCvc.trim()).success) issues.cardCvc = 'cardCvc';
  if (!shape.holder.safeParse(values.cardHolder).success) issues.cardHolder = 'required';
  return issues;
}

/** Terms and withdrawal notice must both be accepted before the order button counts. */
export function consentIssues(values: {
  acceptTerms: boolean;
  acceptWithdrawalNotice: boolean;
}): Partial<Record<'acceptTerms' | 'acceptWithdrawalNotice', CheckoutIssue>> {
  return {
    ...(values.acceptTerms ? {} : { acceptTerms: 'termsRequired' as const }),
    ...(values.acceptWithdrawalNotice
      ? {}
      : { acceptWithdrawalNotice: 'withdrawalRequired' as const }),
  };
}

/** A form field's text, or '' when absent or not text; cut one past the longest allowed. */
export function formText(formData: FormData, field: string, maxLength = 254): string {
  const value = formData.get(field);
  return typeof value === 'string' ? value.slice(0, maxLength + 1) : '';
}
