'use server';

import { isLanguageCode, type LanguageCode, localizedPath } from '@shop/shop-config';
import { PASSWORD_MAX_LENGTH } from '@shop/validation';
import { redirect } from 'next/navigation';
import { StorefrontApiError } from '../cart/storefront-api';
import { requestLanguage } from '../i18n/request-language';
import { requestStore } from '../store/request-store';
import {
  formText,
  type LoginFormState,
  loginIssues,
  NAME_MAX_LENGTH,
  REGISTERED_PARAMETER,
  type RegisterFormState,
  registerIssues,
} from './account-form-state';
import { deleteAccessToken, logInCustomer, registerCustomer } from './customer-account';
import { customerAccessToken, endCustomerSession, startCustomerSession } from './customer-session';

async function formLanguage(formData: FormData): Promise<LanguageCode> {
  const field = formData.get('language');
  return isLanguageCode(field) ? field : await requestLanguage();
}

function logApiError(error: unknown): void {
  if (!(error instanceof StorefrontApiError)) throw error;
  console.error(`[account] ${error.message}`, error.cause);
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
    const result = await logInCustomer({ store, language, email, password });
    if (result.status !== 'ok') {
      return { status: 'error', email, fieldIssues: {}, notice: 'wrongCredentials' };
    }
    await startCustomerSession(result.accessToken, result.expiresAt);
  } catch (error) {
    logApiError(error);
    return { status: 'error', email, fieldIssues: {}, notice: 'loginFailed' };
  }
  redirect(localizedPath(language, 'orderHistory'));
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
    const session = await logInCustomer({ store, language, email: values.email, password });
    if (session.status === 'ok') await startCustomerSession(session.accessToken, session.expiresAt);
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
