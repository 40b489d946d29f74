'use server';

import type { CheckoutRefusal, CheckoutStep } from '@shop/search-contract';
import { isLanguageCode, isStoreKey, type LanguageCode } from '@shop/shop-config';
import { redirect } from 'next/navigation';
import { customerAccessToken } from '../account/customer-session';
import { type CheckoutOutcome, placeOrder, updateCheckout } from './checkout-api';
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormField,
  addressIssues,
  type CheckoutFormState,
  cardIssues,
  consentIssues,
  emailIssue,
  formText,
} from './checkout-form-state';
import { CHECKOUT_PREFILL_FIELDS } from './checkout-link';
import {
  CONFIRMATION_PAGE,
  checkoutStepPath,
  isCheckoutToken,
  nextStep,
  storeDeliveryCountries,
} from './checkout-steps';

interface CheckoutForm {
  token: string;
  language: LanguageCode;
}

/** Token and language every checkout form carries; tampered values end the request. */
function checkoutForm(formData: FormData): CheckoutForm {
  const token = formText(formData, 'token', 64);
  const language = formData.get('language');
  if (!isCheckoutToken(token) || !isLanguageCode(language)) {
    throw new Error('checkout form without a valid token or language');
  }
  return { token, language };
}

function hasIssues(issues: object): boolean {
  return Object.keys(issues).length > 0;
}

/** What the form shows for a refusal or failure of the commerce service. */
function failureState(
  outcome: Exclude<CheckoutOutcome<unknown>, { status: 'ok' }>,
  form: CheckoutForm,
  values: CheckoutFormState['values'],
): CheckoutFormState {
  // The cart was ordered or removed meanwhile: the checkout page says so.
  if (outcome.status === 'gone') redirect(checkoutStepPath(form.language, form.token, 'contact'));
  if (outcome.status === 'unavailable') {
    return { status: 'error', fieldIssues: {}, fieldMessages: {}, notice: 'unavailable', values };
  }
  // The order was placed meanwhile (another tab, a retry): the checkout shows that order.
  if (outcome.refusal.kind === 'closed') {
    redirect(checkoutStepPath(form.language, form.token, 'contact'));
  }
  return refusalState(outcome.refusal, values);
}

/**
 * The form field a refusal names: the service gives paths ('shippingAddress.zip',
 * 'card.number'); the address form uses the last part, the card form 'cardNumber' etc.
 */
function formFieldOf(field: string): string {
  const [head, ...rest] = field.split('.');
  const last = rest.at(-1);
  if (last === undefined) return field;
  if (head === 'card') return `card${last.charAt(0).toUpperCase()}${last.slice(1)}`;
  return last;
}

function refusalState(
  refusal: CheckoutRefusal,
  values: CheckoutFormState['values'],
): CheckoutFormState {
  const state: CheckoutFormState = {
    status: 'error',
    fieldIssues: {},
    fieldMessages: {},
    noticeText: refusal.message,
    values,
  };
  if (refusal.kind === 'fields') {
    for (const { field, message } of refusal.fields) {
      state.fieldMessages[formFieldOf(field)] ??= message;
    }
  }
  if (refusal.kind === 'stock') state.stockLines = refusal.lines;
  return state;
}

function goToStep(form: CheckoutForm, step: CheckoutStep, query = ''): never {
  const next = nextStep(step) ?? step;
  redirect(`${checkoutStepPath(form.language, form.token, next)}${query}`);
}

/**
 * Contact step (spec 4): saves the e-mail and, for a logged-in customer, links the checkout
 * to the account, then opens the address step with the link's prefilled address.
 */
export async function saveContact(
  _previous: CheckoutFormState,
  formData: FormData,
): Promise<CheckoutFormState> {
  const form = checkoutForm(formData);
  const email = formText(formData, 'email').trim();
  const issue = emailIssue(email);
  if (issue !== undefined) {
    return { status: 'error', fieldIssues: { email: issue }, fieldMessages: {}, values: { email } };
  }
  const accessToken = await customerAccessToken();
  const outcome = await updateCheckout(form.token, {
    language: form.language,
    email,
    ...(accessToken === undefined ? {} : { customerAccessToken: accessToken }),
  });
  if (outcome.status !== 'ok') return failureState(outcome, form, { email });
  const prefill = new URLSearchParams();
  for (const field of CHECKOUT_PREFILL_FIELDS) {
    const value = formText(formData, `prefill-${field}`).trim();
    if (field !== 'email' && value !== '') prefill.set(field, value);
  }
  const country = formText(formData, 'prefill-country', 2);
  if (/^[a-z]{2}$/.test(country)) prefill.set('country', country);
  goToStep(form, 'contact', prefill.size === 0 ? '' : `?${prefill}`);
}

/** Address step (spec 5): the cart store's address rules and one of its delivery countries. */
export async function saveAddress(
  _previous: CheckoutFormState,
  formData: FormData,
): Promise<CheckoutFormState> {
  const form = checkoutForm(formData);
  const storeField = formData.get('store');
  const storeKey = isStoreKey(storeField) ? storeField : 'de';
  const values: Partial<Record<AddressFormField, string>> = {};
  for (const field of ADDRESS_FORM_FIELDS) values[field] = formText(formData, field, 100).trim();
  const served = storeDeliveryCountries(storeKey).map((country) => country.code);
  const fieldIssues = addressIssues(storeKey, values, served);
  if (hasIssues(fieldIssues)) return { status: 'error', fieldIssues, fieldMessages: {}, values };
  const outcome = await updateCheckout(form.token, {
    language: form.language,
    shippingAddress: values,
  });
  if (outcome.status !== 'ok') return failureState(outcome, form, values);
  goToStep(form, 'address');
}

/** Payment step: invoice or the test card; the card itself is given with the order. */
export async function savePayment(
  _previous: CheckoutFormState,
  formData: FormData,
): Promise<CheckoutFormState> {
  const form = checkoutForm(formData);
  const method = formData.get('paymentMethod');
  if (method !== 'invoice' && method !== 'test-card') {
    return {
      status: 'error',
      fieldIssues: { paymentMethod: 'required' },
      fieldMessages: {},
      values: {},
    };
  }
  const outcome = await updateCheckout(form.token, {
    language: form.language,
    paymentMethod: method,
  });
  if (outcome.status !== 'ok') return failureState(outcome, form, { paymentMethod: method });
  goToStep(form, 'payment');
}

/**
 * The order button (issue 7): consent to terms and withdrawal notice, the test card when
 * that is the method, and the idempotency key the review page was rendered with, so a
 * double click or a retry places one order. Refusals (stock per line, a declined card)
 * keep the form as it was; success opens the confirmation.
 */
export async function submitOrder(
  _previous: CheckoutFormState,
  formData: FormData,
): Promise<CheckoutFormState> {
  const form = checkoutForm(formData);
  const idempotencyKey = formText(formData, 'idempotencyKey', 36);
  const consent = {
    acceptTerms: formData.get('acceptTerms') === 'on',
    acceptWithdrawalNotice: formData.get('acceptWithdrawalNotice') === 'on',
  };
  const withCard = formData.get('paymentMethod') === 'test-card';
  const card = {
    cardNumber: formText(formData, 'cardNumber', 23).trim(),
    cardExpiry: formText(formData, 'cardExpiry', 5).trim(),
    cardCvc: formText(formData, 'cardCvc', 4).trim(),
    cardHolder: formText(formData, 'cardHolder', 100).trim(),
  };
  const values = { cardExpiry: card.cardExpiry, cardHolder: card.cardHolder };
  const fieldIssues = { ...(withCard ? cardIssues(card) : {}), ...consentIssues(consent) };
  if (hasIssues(fieldIssues)) return { status: 'error', fieldIssues, fieldMessages: {}, values };
  if (!/^[0-9a-f-]{36}$/i.test(idempotencyKey)) {
    return { status: 'error', fieldIssues: {}, fieldMessages: {}, notice: 'unavailable', values };
  }
  const accessToken = await customerAccessToken();
  const outcome = await placeOrder(form.token, {
    language: form.language,
    idempotencyKey,
    acceptTerms: true,
    acceptWithdrawalNotice: true,
    ...(withCard
      ? {
          card: {
            number: card.cardNumber,
            expiry: card.cardExpiry,
            cvc: card.cardCvc,
            holder: card.cardHolder,
          },
        }
      : {}),
    ...(accessToken === undefined ? {} : { customerAccessToken: accessToken }),
  });
  if (outcome.status !== 'ok') return failureState(outcome, form, values);
  const order = new URLSearchParams({ order: String(outcome.answer.orderNumber) });
  redirect(`${checkoutStepPath(form.language, form.token, CONFIRMATION_PAGE)}?${order}`);
}
