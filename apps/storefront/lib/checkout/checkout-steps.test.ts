import type { CheckoutSummary } from '@shop/search-contract';
import { describe, expect, it } from 'vitest';
import {
  checkoutStepPath,
  isCheckoutToken,
  nextStep,
  reachableStep,
  storeDeliveryCountries,
} from './checkout-steps';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const });

function summary(overrides: Partial<CheckoutSummary> = {}): CheckoutSummary {
  return {
    token: 'AbCdEfGhIjKlMnOpQr',
    store: 'de',
    language: 'de',
    countryCode: 'de',
    lines: [],
    subtotal: eur(0),
    savings: eur(0),
    shipping: eur(0),
    freeShippingFrom: eur(4900),
    total: eur(0),
    vatIncluded: eur(0),
    vatRatePercent: 19,
    deliveryTime: '1-3',
    email: null,
    phone: null,
    shippingAddress: null,
    paymentMethod: null,
    customerLinked: false,
    placedOrder: null,
    ...overrides,
  };
}

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  company: 'Muster GmbH',
  address1: 'Hauptstr. 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  phone: '',
  countryCode: 'de',
  province: '',
};

describe('checkout steps', () => {
  it('sends a shopper without an e-mail back to contact, whatever step is asked for', () => {
    expect(reachableStep('review', summary())).toBe('contact');
    expect(reachableStep('address', summary())).toBe('contact');
    expect(reachableStep('contact', summary())).toBe('contact');
  });

  it('opens a step once every step before it is done', () => {
    const withEmail = summary({ email: 'erika@example.com' });
    expect(reachableStep('address', withEmail)).toBe('address');
    expect(reachableStep('payment', withEmail)).toBe('address');
    const withAddress = summary({ email: 'erika@example.com', shippingAddress: address });
    expect(reachableStep('payment', withAddress)).toBe('payment');
    expect(reachableStep('review', withAddress)).toBe('payment');
    const ready = summary({
      email: 'erika@example.com',
      shippingAddress: address,
      paymentMethod: 'invoice',
    });
    expect(reachableStep('review', ready)).toBe('review');
    expect(reachableStep('contact', ready)).toBe('contact');
  });

  it('orders the steps contact, address, delivery, payment, review', () => {
    expect(nextStep('contact')).toBe('address');
    expect(nextStep('address')).toBe('delivery');
    expect(nextStep('delivery')).toBe('payment');
    expect(nextStep('payment')).toBe('review');
    expect(nextStep('review')).toBeUndefined();
  });

  it('puts contact at the checkout address and the others below it', () => {
    expect(checkoutStepPath('de', 'AbCdEfGhIjKlMnOpQr', 'contact')).toBe(
      '/de/checkouts/AbCdEfGhIjKlMnOpQr',
    );
    expect(checkoutStepPath('pl', 'AbCdEfGhIjKlMnOpQr', 'review')).toBe(
      '/pl/checkouts/AbCdEfGhIjKlMnOpQr/review',
    );
  });

  it('accepts only cart tokens of the contract', () => {
    expect(isCheckoutToken('AbCdEfGhIjKlMnOpQr')).toBe(true);
    expect(isCheckoutToken('short')).toBe(false);
    expect(isCheckoutToken('../../etc/passwd-xxxxxxxxx')).toBe(false);
  });

  it('limits delivery countries to those the cart store serves', () => {
    expect(storeDeliveryCountries('de').map((country) => country.code)).toEqual(
      expect.arrayContaining(['de', 'cz', 'dk', 'se']),
    );
    expect(storeDeliveryCountries('de').map((country) => country.code)).not.toContain('ch');
    expect(storeDeliveryCountries('ch').map((country) => country.code)).toEqual(['ch']);
    expect(storeDeliveryCountries('ie').map((country) => country.code)).toEqual(['ie', 'gb']);
  });
});
