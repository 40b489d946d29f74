import { ADDRESS_FIELDS, type AddressField, addressSchema, E164_PATTERN } from '@shop/validation';
import {
  emailIssue,
  type FieldIssue,
  NAME_MAX_LENGTH,
  type ResetField,
  resetIssues,
} from './account-form-state';

/*
 * Rules and states of the logged-in area's forms (spec 5): personal data, address, change
 * password and activation. Shared by the forms in the browser and the server actions, which
 * check every submission again. States carry message codes; the forms translate them.
 */

export type AreaNotice = 'saveFailed' | 'sessionEnded';

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string>;

export interface AreaFormState<Field extends string, Values> {
  /** 'saved' shows the page's success message (spec 8: personal data saved, …). */
  status: 'idle' | 'error' | 'saved';
  values: Values;
  fieldIssues: Partial<Record<Field, FieldIssue>>;
  notice?: AreaNotice;
  /** A refusal of the commerce service the form has no code for, in the page's language. */
  noticeText?: string;
}

export type PersonalFormState = AreaFormState<PersonalField, PersonalValues>;
export type AddressValues = Record<AddressField, string>;
export type AddressFormState = AreaFormState<AddressField, AddressValues>;
export type PasswordFormState = AreaFormState<ResetField, Record<string, never>>;

/** The example in the phone format message (spec 5: plus sign and digits, e.g. {phone}). */
export const PHONE_EXAMPLE = '+49301234567';

/** Longest phone accepted: E.164 has at most 15 digits after the plus. */
export const PHONE_MAX_LENGTH = 16;

export function personalIssues(form: PersonalValues): Partial<Record<PersonalField, FieldIssue>> {
  const issues: Partial<Record<PersonalField, FieldIssue>> = {};
  if (form.firstName.trim() === '') issues.firstName = 'firstNameRequired';
  else if (form.firstName.trim().length > NAME_MAX_LENGTH) issues.firstName = 'fieldTooLong';
  if (form.lastName.trim() === '') issues.lastName = 'lastNameRequired';
  else if (form.lastName.trim().length > NAME_MAX_LENGTH) issues.lastName = 'fieldTooLong';
  // Phone is optional (spec 3 "User"); given, it must be E.164 (spec 5).
  const phone = form.phone.trim();
  if (phone !== '' && !E164_PATTERN.test(phone)) issues.phone = 'phoneFormat';
  const email = emailIssue(form.email);
  if (email !== undefined) issues.email = email;
  return issues;
}

const ADDRESS_ISSUES: Record<string, FieldIssue> = {
  'validation.required': 'fieldRequired',
  'validation.tooLong': 'fieldTooLong',
  'validation.invalidText': 'fieldInvalid',
};

/** The store's address rules (spec 5, Spanish variant included) as field issues. */
export function addressIssues(
  storeKey: string,
  form: AddressValues,
): Partial<Record<AddressField, FieldIssue>> {
  const result = addressSchema(storeKey).safeParse(form);
  const issues: Partial<Record<AddressField, FieldIssue>> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !ADDRESS_FIELDS.includes(field as AddressField)) continue;
    issues[field as AddressField] ??= ADDRESS_ISSUES[issue.message] ?? 'fieldInvalid';
  }
  return issues;
}

/** Change password (spec 5): the password rules, then repeat required and must match. */
export const passwordIssues = resetIssues;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  zip: '',
  city: '',
};
