import { describe, expect, it } from 'vitest';
import { lineSavingMinor, quoteShipping, STANDARD_SHIPPING_MINOR } from './shipping';

const rule = {
  shippingValue: { ch: { amountMinor: 5900, currency: 'CHF' as const } },
  orderMinPrice: { amountMinor: 6000, currency: 'EUR' as const },
  freeShippingProducts: ['EMS-1'],
};

describe('shipping rule (spec 9)', () => {
  it('takes the country value first', () => {
    const quote = quoteShipping({
      rule,
      country: 'ch',
      currency: 'CHF',
      subtotalMinor: 5000,
      articleNumbers: ['BP-1'],
    });
    expect(quote).toEqual({
      shippingMinor: STANDARD_SHIPPING_MINOR.CHF,
      freeShippingFromMinor: 5900,
      missingForFreeShippingMinor: 900,
      freeByProduct: false,
    });
  });

  it('falls back to orderMinPrice, then to 49', () => {
    const de = { country: 'de' as const, currency: 'EUR' as const, articleNumbers: ['BP-1'] };
    expect(quoteShipping({ ...de, rule, subtotalMinor: 5999 }).shippingMinor).toBe(495);
    expect(quoteShipping({ ...de, rule, subtotalMinor: 6000 }).shippingMinor).toBe(0);
    expect(quoteShipping({ ...de, rule: null, subtotalMinor: 4900 }).freeShippingFromMinor).toBe(
      4900,
    );
  });

  it('ships free with a product of the free-shipping list', () => {
    const quote = quoteShipping({
      rule,
      country: 'de',
      currency: 'EUR',
      subtotalMinor: 100,
      articleNumbers: ['BP-1', 'EMS-1'],
    });
    expect(quote.shippingMinor).toBe(0);
    expect(quote.freeByProduct).toBe(true);
  });

  it('computes the saving of a line', () => {
    expect(lineSavingMinor(7999, 9999, 3)).toBe(6000);
    expect(lineSavingMinor(7999, null, 3)).toBe(0);
    expect(lineSavingMinor(7999, 5000, 1)).toBe(0);
  });
});
