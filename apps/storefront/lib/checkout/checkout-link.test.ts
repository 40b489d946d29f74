import { describe, expect, it } from 'vitest';
import {
  checkoutEntryPath,
  checkoutLink,
  customerPrefillOf,
  prefillFromQuery,
} from './checkout-link';

const CHECKOUT_URL = 'http://127.0.0.1:3000/checkouts/AbCdEfGhIjKlMnOpQr';

describe('checkoutLink', () => {
  it('adds locale and country to a guest cart checkoutUrl', () => {
    const link = new URL(
      checkoutLink({ checkoutUrl: CHECKOUT_URL, language: 'de', country: 'DE', prefill: {} }),
    );
    expect(link.origin + link.pathname).toBe(CHECKOUT_URL);
    expect([...link.searchParams]).toEqual([
      ['locale', 'de'],
      ['country', 'de'],
    ]);
  });

  it('prefills the customer data and default address, leaving out empty values', () => {
    const link = new URL(
      checkoutLink({
        checkoutUrl: CHECKOUT_URL,
        language: 'fr',
        country: 'fr',
        prefill: {
          email: 'marie@example.com',
          firstName: 'Marie',
          lastName: 'Dupont',
          company: '',
          address1: '3 rue de la Paix',
          address2: ' ',
          zip: '75002',
          city: 'Paris',
          phone: '+33123456789',
          province: undefined,
        },
      }),
    );
    expect(Object.fromEntries(link.searchParams)).toEqual({
      email: 'marie@example.com',
      firstName: 'Marie',
      lastName: 'Dupont',
      address1: '3 rue de la Paix',
      zip: '75002',
      city: 'Paris',
      phone: '+33123456789',
      locale: 'fr',
      country: 'fr',
    });
  });

  it('keeps parameters the checkoutUrl already has and encodes values', () => {
    const link = new URL(
      checkoutLink({
        checkoutUrl: `${CHECKOUT_URL}?key=abc`,
        language: 'de',
        country: 'at',
        prefill: { address1: 'Gasse 1 & 2', email: 'a+b@example.com' },
      }),
    );
    expect(link.searchParams.get('key')).toBe('abc');
    expect(link.searchParams.get('address1')).toBe('Gasse 1 & 2');
    expect(link.searchParams.get('email')).toBe('a+b@example.com');
    expect(link.searchParams.get('country')).toBe('at');
  });

  it('reads prefill values back from the query, ignoring the unknown and the empty', () => {
    expect(
      prefillFromQuery({
        email: 'marie@example.com',
        city: ['Paris', 'Lyon'],
        zip: '',
        locale: 'fr',
        other: 'x',
      }),
    ).toEqual({ email: 'marie@example.com' });
  });
});

describe('checkoutEntryPath', () => {
  it('sends a checkout link to the checkout route of its locale, query kept', () => {
    expect(checkoutEntryPath('/checkouts/AbCdEfGhIjKlMnOpQr', '?locale=pl&country=pl', 'de')).toBe(
      '/pl/checkouts/AbCdEfGhIjKlMnOpQr?locale=pl&country=pl',
    );
    expect(checkoutEntryPath('/checkouts/AbCdEfGhIjKlMnOpQr/', '?locale=de-CH', 'en')).toBe(
      '/de/checkouts/AbCdEfGhIjKlMnOpQr?locale=de-CH',
    );
  });

  it("uses the visitor's language without a known locale", () => {
    expect(checkoutEntryPath('/checkouts/AbCdEfGhIjKlMnOpQr', '?locale=xx', 'fr')).toBe(
      '/fr/checkouts/AbCdEfGhIjKlMnOpQr?locale=xx',
    );
    expect(checkoutEntryPath('/checkouts/AbCdEfGhIjKlMnOpQr', '', 'it')).toBe(
      '/it/checkouts/AbCdEfGhIjKlMnOpQr',
    );
  });

  it('leaves every other path alone', () => {
    expect(checkoutEntryPath('/de/checkouts/AbCdEfGhIjKlMnOpQr', '', 'de')).toBeUndefined();
    expect(checkoutEntryPath('/checkouts/', '', 'de')).toBeUndefined();
    expect(checkoutEntryPath('/checkouts/a/b', '', 'de')).toBeUndefined();
  });
});

describe('customerPrefillOf', () => {
  it('takes contact data from the account and the address from the default address', () => {
    expect(
      customerPrefillOf({
        email: 'erika@example.com',
        firstName: 'Erika',
        lastName: 'Muster',
        phone: null,
        defaultAddress: {
          firstName: 'Erika',
          lastName: 'Mustermann',
          company: '',
          address1: 'Hauptstr. 1',
          address2: null,
          city: 'Berlin',
          zip: '10115',
          province: null,
          phone: '+4930123456',
        },
      }),
    ).toEqual({
      email: 'erika@example.com',
      firstName: 'Erika',
      lastName: 'Mustermann',
      address1: 'Hauptstr. 1',
      city: 'Berlin',
      zip: '10115',
      phone: '+4930123456',
    });
  });

  it('prefills names and e-mail of a customer without a default address', () => {
    expect(
      customerPrefillOf({
        email: 'a@example.com',
        firstName: 'A',
        lastName: 'B',
        defaultAddress: null,
      }),
    ).toEqual({ email: 'a@example.com', firstName: 'A', lastName: 'B' });
  });
});
