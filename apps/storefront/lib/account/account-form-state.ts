import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  failedPasswordRule,
  PASSWORD_MAX_LENGTH,
} from '@shop/validation';

/*
 * The login and register forms' rules and states (spec 4, 5), shared by the forms in the
 * browser and the server actions, which check every submission again. States carry message
 * codes, not texts: the form translates them in the page's language.
 */

export type EmailIssue = 'emailRequired' | 'invalidEmail';
export type PasswordIssue =
  | 'passwordRequired'
  | 'passwordUppercase'
  | 'passwordLowercase'
  | 'passwordDigit'
  | 'passwordSpecial'
  | 'passwordLength'
  | 'passwordTooLong';
export type FieldIssue =
  | EmailIssue
  | PasswordIssue
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'passwordRepeatRequired'
  | 'passwordMismatch'
  | 'phoneFormat'
  | 'fieldRequired'
  | 'fieldTooLong'
  | 'fieldInvalid';

/** Form-wide notices (spec 8): wrong login, e-mail in use, something went wrong. */
export type AccountNotice =
  | 'wrongCredentials'
  | 'loginFailed'
  | 'tooManyAttempts'
  | 'emailTaken'
  | 'registerFailed'
  | 'resetFailed'
  | 'activationFailed';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Query parameter of the account page after a registration: it then shows the success. */
export const REGISTERED_PARAMETER = 'registered';

/** Longest name accepted, as the commerce service's customer fields allow. */
export const NAME_MAX_LENGTH = 255;

export interface LoginFormState {
  status: 'idle' | 'error';
  /** The e-mail sent, so the form keeps it; the password is never sent back. */
  email: string;
  fieldIssues: Partial<Record<LoginField, FieldIssue>>;
  notice?: AccountNotice;
}

export interface RegisterFormState {
  status: 'idle' | 'error';
  values: { firstName: string; lastName: string; email: string };
  fieldIssues: Partial<Record<RegisterField, FieldIssue>>;
  notice?: AccountNotice;
  /** A refusal of the commerce service the form has no code for, in the page's language. */
  noticeText?: string;
}

export const INITIAL_LOGIN_STATE: LoginFormState = { status: 'idle', email: '', fieldIssues: {} };
export const INITIAL_REGISTER_STATE: RegisterFormState = {
  status: 'idle',
  values: { firstName: '', lastName: '', email: '' },
  fieldIssues: {},
};

export function emailIssue(email: string): EmailIssue | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return 'invalidEmail';
  return undefined;
}

const RULE_ISSUES = {
  uppercase: 'passwordUppercase',
  lowercase: 'passwordLowercase',
  digit: 'passwordDigit',
  special: 'passwordSpecial',
  length: 'passwordLength',
} as const;

/** Spec 5: rules in the order uppercase, lowercase, digit, special, length; the last failed one is told. */
export function newPasswordIssue(password: string): PasswordIssue | undefined {
  if (password === '') return 'passwordRequired';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const rule = failedPasswordRule(password);
  return rule === undefined ? undefined : RULE_ISSUES[rule];
}

function withoutUndefined<Field extends string>(
  issues: Record<Field, FieldIssue | undefined>,
): Partial<Record<Field, FieldIssue>> {
  const present: Partial<Record<Field, FieldIssue>> = {};
  for (const [field, issue] of Object.entries(issues) as [Field, FieldIssue | undefined][]) {
    if (issue !== undefined) present[field] = issue;
  }
  return present;
}

export function loginIssues(form: {
  email: string;
  password: string;
}): Partial<Record<LoginField, FieldIssue>> {
  return withoutUndefined({
    email: emailIssue(form.email),
    password:
      form.password === ''
        ? 'passwordRequired'
        : form.password.length > PASSWORD_MAX_LENGTH
          ? 'passwordTooLong'
          : undefined,
  });
}

export function registerIssues(form: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): Partial<Record<RegisterField, FieldIssue>> {
  return withoutUndefined({
    firstName: form.firstName.trim() === '' ? 'firstNameRequired' : undefined,
    lastName: form.lastName.trim() === '' ? 'lastNameRequired' : undefined,
    email: emailIssue(form.email),
    password: newPasswordIssue(form.password),
  });
}

/** A form field's text, or '' when absent or not text (a file, say). */
export function formText(formData: FormData, field: string, maxLength: number): string {
  const value = formData.get(field);
  return typeof value === 'string' ? value.slice(0, maxLength + 1) : '';
}

export type ResetField = 'password' | 'repeat';

export interface ResetFormState {
  status: 'idle' | 'error';
  fieldIssues: Partial<Record<ResetField, FieldIssue>>;
  notice?: AccountNotice;
  noticeText?: string;
}

export const INITIAL_RESET_STATE: ResetFormState = { status: 'idle', fieldIssues: {} };

/** The reset page's rules (spec 5): the password rules, then repeat required and must match. */
export function resetIssues(form: {
  password: string;
  repeat: string;
}): Partial<Record<ResetField, FieldIssue>> {
  return withoutUndefined({
    password: newPasswordIssue(form.password),
    repeat:
      form.repeat === ''
        ? 'passwordRepeatRequired'
        : form.repeat !== form.password
          ? 'passwordMismatch'
          : undefined,
  });
}

/** The mailed link's customer id and token, as the reset page receives them. */
export const RESET_LINK_ID_PATTERN = /^[1-9]\d{0,9}$/;
export const RESET_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
