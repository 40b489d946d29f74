import type { Money } from '@shop/search-contract';
import { formatPrice, formatStorePrice, STORES } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { decimalAmount, priceBlock, rentalOptionFor, rentalQuote } from './price-block';

const eur = (amountMinor: number): Money => ({ amountMinor, currency: 'EUR' });
// Intl separates groups and symbols with (narrow) no-break spaces, and Swiss groups with an
// apostrophe that differs between ICU versions; compare with plain characters.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2019/g, "'");

const regular = {
  price: eur(49900),
  strikethroughPrice: null,
  discountSaving: null,
  lowestPriceLast30Days: eur(49900),
  recommendedRetailPrice: null,
};

describe('price block (spec 9)', () => {
  it('shows only the price when nothing is reduced', () => {
    expect(priceBlock(regular, null)).toEqual({
      price: eur(49900),
      strikethroughPrice: null,
      discountSaving: null,
      lowestPriceLast30Days: null,
      recommendedRetailPrice: null,
      recyclingFee: null,
    });
  });

  it('names the lowest price of the last 30 days on every reduction, with the saving', () => {
    const block = priceBlock(
      {
        ...regular,
        price: eur(43900),
        strikethroughPrice: eur(49900),
        lowestPriceLast30Days: eur(39900),
      },
      eur(25),
    );
    expect(block.strikethroughPrice).toEqual(eur(49900));
    expect(block.discountSaving).toEqual(eur(6000));
    expect(block.lowestPriceLast30Days).toEqual(eur(39900));
    expect(block.recyclingFee).toEqual(eur(25));
  });

  it('ignores a strikethrough price that is not above the price', () => {
    const block = priceBlock({ ...regular, strikethroughPrice: eur(49900) }, null);
    expect(block.strikethroughPrice).toBeNull();
    expect(block.lowestPriceLast30Days).toBeNull();
  });

  it('shows the recommended retail price the service vouched for, never one above the price', () => {
    expect(
      priceBlock({ ...regular, price: eur(129900), recommendedRetailPrice: eur(129900) }, null)
        .recommendedRetailPrice,
    ).toEqual(eur(129900));
    expect(
      priceBlock({ ...regular, price: eur(119900), recommendedRetailPrice: eur(129900) }, null)
        .recommendedRetailPrice,
    ).toBeNull();
  });

  it('drops a zero recycling fee', () => {
    expect(priceBlock(regular, eur(0)).recyclingFee).toBeNull();
  });
});

describe('rental per-month price', () => {
  it('quotes the month price and the whole period in minor units', () => {
    expect(rentalQuote({ months: 12, monthlyPrice: eur(3999) })).toEqual({
      months: 12,
      monthlyPrice: eur(3999),
      totalPrice: eur(47988),
    });
    expect(
      rentalQuote({ months: 6, monthlyPrice: { amountMinor: 25999, currency: 'PLN' } }),
    ).toEqual({
      months: 6,
      monthlyPrice: { amountMinor: 25999, currency: 'PLN' },
      totalPrice: { amountMinor: 155994, currency: 'PLN' },
    });
  });

  it('refuses a period that is no whole number of months', () => {
    expect(() => rentalQuote({ months: 0, monthlyPrice: eur(100) })).toThrow(RangeError);
  });

  it('finds only offered periods', () => {
    const options = [{ months: 6, monthlyPrice: eur(5999) }];
    expect(rentalOptionFor(options, 6)).toEqual(options[0]);
    expect(rentalOptionFor(options, 12)).toBeUndefined();
    expect(rentalOptionFor(options, null)).toBeUndefined();
  });
});

describe('rounding and formatting per store', () => {
  it('formats de-DE euros with dot groups and comma decimals', () => {
    expect(plain(formatStorePrice(129900, STORES.de))).toBe('1.299,00 €');
    expect(plain(formatStorePrice(3999, STORES.de))).toBe('39,99 €');
  });

  it('formats de-CH francs with apostrophe groups', () => {
    expect(plain(formatStorePrice(136390, STORES.ch))).toBe("CHF 1'363.90");
    expect(STORES.ch.prices.currency).toBe('CHF');
  });

  it('formats pl-PL złoty (no group separator below five digits)', () => {
    expect(plain(formatStorePrice(214699, STORES.pl))).toBe('2146,99 zł');
    expect(plain(formatStorePrice(1214699, STORES.pl))).toBe('12 146,99 zł');
    expect(STORES.pl.prices.currency).toBe('PLN');
  });

  it('formats fr-FR euros with space groups', () => {
    expect(plain(formatStorePrice(129900, STORES.fr))).toBe('1 299,00 €');
  });

  it('rounds half up to whole units when no decimals are asked', () => {
    expect(plain(formatPrice(3950, 'EUR', 'de-DE', { fractionDigits: 0 }))).toBe('40 €');
    expect(plain(formatPrice(3949, 'EUR', 'fr-FR', { fractionDigits: 0 }))).toBe('39 €');
    expect(plain(formatPrice(136350, 'CHF', 'de-CH', { fractionDigits: 0 }))).toBe("CHF 1'364");
  });

  it('writes schema.org prices as exact decimals', () => {
    expect(decimalAmount(eur(47988))).toBe('479.88');
    expect(decimalAmount(eur(5))).toBe('0.05');
    expect(decimalAmount(eur(-5))).toBe('0.00');
  });
});
