import {
  CHECKOUT_STEPS,
  type CheckoutStep,
  type CheckoutSummary,
  checkoutTokenSchema,
} from '@shop/search-contract';
import {
  DELIVERY_COUNTRIES,
  type DeliveryCountry,
  type LanguageCode,
  type StoreKey,
} from '@shop/shop-config';
import { checkoutPath } from './checkout-link';

/** The page after the order: order number and where the confirmation mail went. */
export const CONFIRMATION_PAGE = 'confirmation';

export function isCheckoutStep(value: string): value is CheckoutStep {
  return CHECKOUT_STEPS.some((step) => step === value);
}

export function isCheckoutToken(value: string): boolean {
  return checkoutTokenSchema.safeParse(value).success;
}

/** The path of a step; contact, the first, is the checkout's own address. */
export function checkoutStepPath(
  language: LanguageCode,
  token: string,
  step: CheckoutStep | typeof CONFIRMATION_PAGE,
): string {
  return checkoutPath(language, token, step === 'contact' ? undefined : step);
}

/** Whether the data a step needs was saved: contact (e-mail), address, payment method. */
function stepDone(step: CheckoutStep, summary: CheckoutSummary): boolean {
  switch (step) {
    case 'contact':
      return summary.email !== null;
    case 'address':
      return summary.shippingAddress !== null;
    case 'delivery':
      return summary.shippingAddress !== null;
    case 'payment':
      return summary.paymentMethod !== null;
    case 'review':
      return false;
  }
}

/**
 * The step a shopper who opens `wanted` is shown: `wanted` once every step before it is done,
 * else the first step that is not, so no step can be skipped by typing its address.
 */
export function reachableStep(wanted: CheckoutStep, summary: CheckoutSummary): CheckoutStep {
  for (const step of CHECKOUT_STEPS) {
    if (step === wanted || !stepDone(step, summary)) return step;
  }
  return wanted;
}

/** The step after a step; review has none. */
export function nextStep(step: CheckoutStep): CheckoutStep | undefined {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1];
}

/** Delivery countries of a store: its own country and those it serves (shop-config). */
export function storeDeliveryCountries(storeKey: StoreKey): readonly DeliveryCountry[] {
  return DELIVERY_COUNTRIES.filter((country) => country.storeKey === storeKey);
}
