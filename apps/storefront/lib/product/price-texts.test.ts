import { formatPrice } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { buyboxPriceTexts, priceText } from './price-texts';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const });

describe('buy box price texts', () => {
  const reduced = {
    price: eur(7999),
    strikethroughPrice: eur(9999),
    discountSaving: eur(2000),
    lowestPriceLast30Days: eur(8499),
    recommendedRetailPrice: null,
  };
  const texts = buyboxPriceTexts(
    [reduced],
    eur(50),
    [{ months: 12, monthlyPrice: eur(1250) }],
    'de-DE',
  );

  it('formats every amount the price block and the rental periods can show', () => {
    for (const amount of [7999, 9999, 2000, 8499, 50, 1250, 15000]) {
      expect(priceText({}, eur(amount), 'de-DE')).toBe(formatPrice(amount, 'EUR', 'de-DE'));
      expect(texts[`${amount} EUR`]).toBe(formatPrice(amount, 'EUR', 'de-DE'));
    }
    expect(texts['7999 EUR']).toMatch(/^79,99\s€$/);
  });

  it('formats an amount that was not among them in the browser, in the store locale', () => {
    expect(priceText(texts, { amountMinor: 123456, currency: 'CHF' }, 'de-CH')).toBe(
      formatPrice(123456, 'CHF', 'de-CH'),
    );
  });
});
