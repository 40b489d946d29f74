'use server';

import { isLanguageCode, type LanguageCode, localizedPath } from '@shop/shop-config';
import { PASSWORD_MAX_LENGTH } from '@shop/validation';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { StorefrontApiError } from '../cart/storefront-api';
import { mergeWishlistAtLogin } from '../favorites/account-wishlist';
import { requestLanguage } from '../i18n/request-language';
import { serverLog } from '../server-log';
import { shopperIpFrom } from '../shop-api/shopper-ip';
import { siteOrigin } from '../site-origin';
import { requestStore } from '../store/request-store';
import {
  emailIssue,
  formText,
  type LoginFormState,
  loginIssues,
  NAME_MAX_LENGTH,
  REGISTERED_PARAMETER,
  RESET_LINK_ID_PATTERN,
  RESET_LINK_TOKEN_PATTERN,
  type RegisterFormState,
  type ResetFormState,
  registerIssues,
  resetIssues,
} from './account-form-state';
import {
  deleteAccessToken,
  logInCustomer,
  registerCustomer,
  requestPasswordResetMail,
  resetPasswordByUrl,
} from './customer-account';
import {
  customerAccessToken,
  endCustomerSession,
  secureCookie,
  startCustomerSession,
} from './customer-session';

/** The shopper's IP as this server saw it, for the login rate limit. */
async function shopperIp(): Promise<string | undefined> {
  return shopperIpFrom(await headers());
}

import { RETURN_TO_PARAMETER, safeReturnPath } from './return-to';

async function formLanguage(formData: FormData): Promise<LanguageCode> {
  const field = formData.get('language');
  return isLanguageCode(field) ? field : await requestLanguage();
}

function logApiError(error: unknown): void {
  if (!(error instanceof StorefrontApiError)) throw error;
  serverLog.error(`[account] ${error.message}`, error.cause);
}

/**
 * The login form (spec 4, 5): checks the fields again, exchanges them for an access token,
 * keeps it in the session cookie and goes to the localized order history. Wrong e-mail or
 * password is one notice (spec 8); a failing service is another; nothing throws.
 */
export async function logIn(
  _previous: LoginFormState,
  formData: FormData,
): Promise<LoginFormState> {
  const language = await formLanguage(formData);
  const email = formText(formData, 'email', 254).trim();
  const password = formText(formData, 'password', PASSWORD_MAX_LENGTH);
  const fieldIssues = loginIssues({ email, password });
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', email, fieldIssues };
  try {
    const store = await requestStore();
    const result = await logInCustomer({
      store,
      language,
      email,
      password,
      shopperIp: await shopperIp(),
    });
    if (result.status !== 'ok') {
      return { status: 'error', email, fieldIssues: {}, notice: 'wrongCredentials' };
    }
    await startCustomerSession(result.accessToken, result.expiresAt);
    await mergeWishlistAtLogin(result.accessToken, await secureCookie());
  } catch (error) {
    logApiError(error);
    // The login rate limit (per account and per shopper IP) says so, rather than "failed".
    const throttled = error instanceof StorefrontApiError && error.code === 'THROTTLED';
    return {
      status: 'error',
      email,
      fieldIssues: {},
      notice: throttled ? 'tooManyAttempts' : 'loginFailed',
    };
  }
  // A login from the checkout goes back to it (issue 7).
  redirect(
    safeReturnPath(language, formData.get(RETURN_TO_PARAMETER)) ??
      localizedPath(language, 'orderHistory'),
  );
}

/**
 * The register form (spec 4, 5): checks the fields again, creates the customer, logs them
 * in and goes back to the account page, which then shows the registration success. E-mail in use and
 * any other failure are the spec 8 notices; field refusals of the service go to their field.
 */
export async function register(
  _previous: RegisterFormState,
  formData: FormData,
): Promise<RegisterFormState> {
  const language = await formLanguage(formData);
  const values = {
    firstName: formText(formData, 'firstName', NAME_MAX_LENGTH).trim(),
    lastName: formText(formData, 'lastName', NAME_MAX_LENGTH).trim(),
    email: formText(formData, 'email', 254).trim(),
  };
  const password = formText(formData, 'password', PASSWORD_MAX_LENGTH);
  const fieldIssues = registerIssues({ ...values, password });
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', values, fieldIssues };
  try {
    const store = await requestStore();
    const created = await registerCustomer({ store, language, ...values, password });
    if (created.status === 'email-taken') {
      return { status: 'error', values, fieldIssues: {}, notice: 'emailTaken' };
    }
    if (created.status === 'refused') {
      return {
        status: 'error',
        values,
        fieldIssues: {},
        notice: 'registerFailed',
        ...(created.message === '' ? {} : { noticeText: created.message }),
      };
    }
    const session = await logInCustomer({
      store,
      language,
      email: values.email,
      password,
      shopperIp: await shopperIp(),
    });
    if (session.status === 'ok') {
      await startCustomerSession(session.accessToken, session.expiresAt);
      await mergeWishlistAtLogin(session.accessToken, await secureCookie());
    }
  } catch (error) {
    logApiError(error);
    return { status: 'error', values, fieldIssues: {}, notice: 'registerFailed' };
  }
  // A changed cookie re-renders the page anyway; the account page shows the success there.
  redirect(`${localizedPath(language, 'login')}?${REGISTERED_PARAMETER}=1`);
}

/**
 * Logout (spec 4): deletes the token on the server, clears the cookie and goes to the login
 * route. A service that cannot be reached does not keep the shopper logged in here.
 */
export async function logOut(formData: FormData): Promise<void> {
  const language = await formLanguage(formData);
  const token = await customerAccessToken();
  if (token !== undefined) {
    try {
      await deleteAccessToken(await requestStore(), token);
    } catch (error) {
      logApiError(error);
    }
  }
  await endCustomerSession();
  redirect(localizedPath(language, 'login'));
}

/**
 * The forgot-password modal (spec 4): asks for the reset mail. 'sent' whether or not the
 * account exists; 'invalid' marks the form errored with the invalid e-mail message (spec 8).
 */
export async function requestPasswordReset(
  email: unknown,
  language: unknown,
): Promise<{ status: 'sent' | 'invalid' }> {
  const address = typeof email === 'string' ? email.trim() : '';
  if (emailIssue(address) !== undefined || !isLanguageCode(language)) return { status: 'invalid' };
  try {
    const accepted = await requestPasswordResetMail({
      store: await requestStore(),
      language,
      email: address,
    });
    return { status: accepted ? 'sent' : 'invalid' };
  } catch (error) {
    logApiError(error);
    return { status: 'invalid' };
  }
}

/**
 * The reset page's form (spec 4, 5): the new password twice, set with the mailed link,
 * which also logs the customer in; then into the account.
 */
export async function resetPassword(
  _previous: ResetFormState,
  formData: FormData,
): Promise<ResetFormState> {
  const language = await formLanguage(formData);
  const password = formText(formData, 'password', PASSWORD_MAX_LENGTH);
  const repeat = formText(formData, 'repeat', PASSWORD_MAX_LENGTH);
  const id = formText(formData, 'id', 20);
  const token = formText(formData, 'token', 200);
  if (!RESET_LINK_ID_PATTERN.test(id) || !RESET_LINK_TOKEN_PATTERN.test(token)) {
    return { status: 'error', fieldIssues: {}, notice: 'resetFailed' };
  }
  const fieldIssues = resetIssues({ password, repeat });
  if (Object.keys(fieldIssues).length > 0) return { status: 'error', fieldIssues };
  try {
    const link = new URL(localizedPath(language, 'resetPassword'), await siteOrigin());
    link.search = new URLSearchParams({ id, token }).toString();
    const store = await requestStore();
    const result = await resetPasswordByUrl({ store, language, resetUrl: link.href, password });
    if (result.status === 'refused') {
      return result.field === 'password' && result.message !== ''
        ? { status: 'error', fieldIssues: {}, notice: 'resetFailed', noticeText: result.message }
        : { status: 'error', fieldIssues: {}, notice: 'resetFailed' };
    }
    await startCustomerSession(result.accessToken, result.expiresAt);
  } catch (error) {
    logApiError(error);
    return { status: 'error', fieldIssues: {}, notice: 'resetFailed' };
  }
  redirect(localizedPath(language, 'orderHistory'));
}
