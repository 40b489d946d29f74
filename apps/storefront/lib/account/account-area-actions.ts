'use server';

import { isLanguageCode, type LanguageCode, localizedPath } from '@shop/shop-config';
import { ADDRESS_FIELDS, PASSWORD_MAX_LENGTH } from '@shop/validation';
import { redirect } from 'next/navigation';
import { StorefrontApiError } from '../cart/storefront-api';
import { requestLanguage } from '../i18n/request-language';
import { siteOrigin } from '../site-origin';
import { requestStore } from '../store/request-store';
import {
  type AddressFormState,
  type AddressValues,
  addressIssues,
  type PasswordFormState,
  PERSONAL_FIELDS,
  type PersonalFormState,
  PHONE_MAX_LENGTH,
  passwordIssues,
  personalIssues,
} from './account-area-state';
import {
  formText,
  NAME_MAX_LENGTH,
  RESET_LINK_ID_PATTERN,
  RESET_LINK_TOKEN_PATTERN,
  type ResetFormState,
} from './account-form-state';
import {
  activateByUrl,
  addressToEdit,
  declineInvitation,
  loadProfile,
  type Refusal,
  saveAddress,
  updateCustomer,
} from './customer-profile';
import { customerAccessToken, startCustomerSession } from './customer-session';
import { usesSingleSignOn } from './single-sign-on';

async function formLanguage(formData: FormData): Promise<LanguageCode> {
  const field = formData.get('language');
  return isLanguageCode(field) ? field : await requestLanguage();
}

function logApiError(error: unknown): void {
  if (!(error instanceof StorefrontApiError)) throw error;
  console.error(`[account] ${error.message}`, error.cause);
}

/** The session's token; without one (expired, logged out) the shopper goes to login. */
async function sessionTokenOrLogin(language: LanguageCode): Promise<string> {
  const token = await customerAccessToken();
  if (token === undefined) redirect(localizedPath(language, 'login'));
  return token;
}

/** A refusal as the form's notice: the service's own text when it sent one. */
function refusalNotice(refusal: Refusal) {
  return refusal.message === ''
    ? { notice: 'saveFailed' as const }
    : { notice: 'saveFailed' as const, noticeText: refusal.message };
}

/**
 * The personal data page (spec 2.5, 3 "User"): first and last name, phone in E.164 and
 * e-mail, checked again here and saved with customerUpdate; "personal data saved".
 */
export async function savePersonalData(
  _previous: PersonalFormState,
  formData: FormData,
): Promise<PersonalFormState> {
  const language = await formLanguage(formData);
  const limits = { firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH, phone: PHONE_MAX_LENGTH };
  const values = Object.fromEntries(
    PERSONAL_FIELDS.map((field) => [
      field,
      formText(formData, field, field === 'email' ? 254 : limits[field]).trim(),
    ]),
  ) as PersonalFormState['values'];
  const fieldIssues = personalIssues(values);
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', values, fieldIssues };
  const accessToken = await sessionTokenOrLogin(language);
  try {
    const result = await updateCustomer({
      store: await requestStore(),
      language,
      accessToken,
      // An empty phone clears it (the commerce service's customerUpdate).
      customer: values,
    });
    if (result.status === 'refused') {
      if (result.field === 'customerAccessToken') redirect(localizedPath(language, 'login'));
      if (result.field === 'email' && result.message !== '') {
        return {
          status: 'error',
          values,
          fieldIssues: {},
          notice: 'saveFailed',
          noticeText: result.message,
        };
      }
      return { status: 'error', values, fieldIssues: {}, ...refusalNotice(result) };
    }
  } catch (error) {
    logApiError(error);
    return { status: 'error', values, fieldIssues: {}, notice: 'saveFailed' };
  }
  return { status: 'saved', values, fieldIssues: {} };
}

/**
 * The address page (spec 2.5, 3 "Address", 5): the store's address rules (Spanish: company
 * and line 2 optional), saved to the address shown, or as the first, default address.
 */
export async function saveAccountAddress(
  _previous: AddressFormState,
  formData: FormData,
): Promise<AddressFormState> {
  const language = await formLanguage(formData);
  const store = await requestStore();
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, formText(formData, field, 200).trim()]),
  ) as AddressValues;
  const fieldIssues = addressIssues(store.key, values);
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', values, fieldIssues };
  if (usesSingleSignOn(store)) redirect(localizedPath(language, 'orderHistory'));
  const accessToken = await sessionTokenOrLogin(language);
  try {
    // The address to change is looked up again, never taken from the form: a posted id
    // could name another customer's address (the service checks too).
    const profile = await loadProfile({ store, language, accessToken });
    if (profile === null) redirect(localizedPath(language, 'login'));
    const result = await saveAddress({
      store,
      language,
      accessToken,
      addressId: addressToEdit(profile)?.id,
      address: values,
    });
    if (result.status === 'refused') {
      return { status: 'error', values, fieldIssues: {}, ...refusalNotice(result) };
    }
  } catch (error) {
    logApiError(error);
    return { status: 'error', values, fieldIssues: {}, notice: 'saveFailed' };
  }
  return { status: 'saved', values, fieldIssues: {} };
}

/**
 * Change password (spec 2.5, 5): the new password twice. The commerce service ends every
 * session of the account, the old token included; the shopper continues with the new one.
 */
export async function changePassword(
  _previous: PasswordFormState,
  formData: FormData,
): Promise<PasswordFormState> {
  const language = await formLanguage(formData);
  const password = formText(formData, 'password', PASSWORD_MAX_LENGTH);
  const repeat = formText(formData, 'repeat', PASSWORD_MAX_LENGTH);
  const fieldIssues = passwordIssues({ password, repeat });
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', values: {}, fieldIssues };
  const store = await requestStore();
  if (usesSingleSignOn(store)) redirect(localizedPath(language, 'orderHistory'));
  const accessToken = await sessionTokenOrLogin(language);
  try {
    const result = await updateCustomer({ store, language, accessToken, customer: { password } });
    if (result.status === 'refused') {
      if (result.field === 'customerAccessToken') redirect(localizedPath(language, 'login'));
      return { status: 'error', values: {}, fieldIssues: {}, ...refusalNotice(result) };
    }
    if (result.renewal === null) {
      return { status: 'error', values: {}, fieldIssues: {}, notice: 'sessionEnded' };
    }
    await startCustomerSession(result.renewal.accessToken, result.renewal.expiresAt);
  } catch (error) {
    logApiError(error);
    return { status: 'error', values: {}, fieldIssues: {}, notice: 'saveFailed' };
  }
  return { status: 'saved', values: {}, fieldIssues: {} };
}

/** The activation link as the commerce service mailed it; it reads only id and token. */
async function activationLink(language: LanguageCode, id: string, token: string): Promise<string> {
  const link = new URL(localizedPath(language, 'activateAccount'), await siteOrigin());
  link.search = new URLSearchParams({ id, token }).toString();
  return link.href;
}

function linkParts(formData: FormData): { id: string; token: string } | undefined {
  const id = formText(formData, 'id', 20);
  const token = formText(formData, 'token', 200);
  return RESET_LINK_ID_PATTERN.test(id) && RESET_LINK_TOKEN_PATTERN.test(token)
    ? { id, token }
    : undefined;
}

/**
 * The activation page (spec 2.5, 4): the invited customer creates a password, which
 * activates the account and logs in; then into the account. Failure: "activation was not
 * successful" (spec 8).
 */
export async function activateAccount(
  _previous: ResetFormState,
  formData: FormData,
): Promise<ResetFormState> {
  const language = await formLanguage(formData);
  const link = linkParts(formData);
  if (link === undefined) return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
  const password = formText(formData, 'password', PASSWORD_MAX_LENGTH);
  const repeat = formText(formData, 'repeat', PASSWORD_MAX_LENGTH);
  const fieldIssues = passwordIssues({ password, repeat });
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', fieldIssues };
  try {
    const result = await activateByUrl({
      store: await requestStore(),
      language,
      activationUrl: await activationLink(language, link.id, link.token),
      password,
    });
    if (result.status === 'refused') {
      return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
    }
    await startCustomerSession(result.accessToken, result.expiresAt);
  } catch (error) {
    logApiError(error);
    return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
  }
  redirect(localizedPath(language, 'orderHistory'));
}

/**
 * Declining the invitation (spec 2.5): the commerce service closes the never-activated
 * account and the link stops working; the page then says so.
 */
export async function declineAccountInvitation(
  _previous: ResetFormState,
  formData: FormData,
): Promise<ResetFormState> {
  const language = await formLanguage(formData);
  const link = linkParts(formData);
  if (link === undefined) return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
  try {
    const declined = await declineInvitation({
      store: await requestStore(),
      language,
      activationUrl: await activationLink(language, link.id, link.token),
    });
    if (!declined) return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
  } catch (error) {
    logApiError(error);
    return { status: 'error', fieldIssues: {}, notice: 'activationFailed' };
  }
  redirect(`${localizedPath(language, 'activateAccount')}?declined=1`);
}
