import { describe, expect, it } from 'vitest';
import { formatPrice, formatStorePrice } from './price-format';
import { STORES } from './stores';

// Intl separates amount and symbol with a no-break space; compare with plain spaces.
function plain(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

describe('formatPrice', () => {
  it('formats cents as euros in de-DE', () => {
    expect(plain(formatPrice(1234, 'EUR', 'de-DE'))).toBe('12,34 €');
    expect(plain(formatPrice(123456, 'EUR', 'de-DE'))).toBe('1.234,56 €');
  });

  it('formats Swiss francs in de-CH', () => {
    expect(plain(formatPrice(1234, 'CHF', 'de-CH'))).toBe('CHF 12.34');
  });

  it('formats złoty in pl-PL', () => {
    expect(plain(formatPrice(1234, 'PLN', 'pl-PL'))).toBe('12,34 zł');
  });

  it('shows negative amounts as 0', () => {
    expect(plain(formatPrice(-500, 'EUR', 'de-DE'))).toBe('0,00 €');
    expect(plain(formatPrice(-1, 'EUR', 'de-DE', { fractionDigits: 0 }))).toBe('0 €');
  });

  it('shows two decimals by default and none when asked', () => {
    expect(plain(formatPrice(4900, 'EUR', 'de-DE'))).toBe('49,00 €');
    expect(plain(formatPrice(4900, 'EUR', 'de-DE', { fractionDigits: 0 }))).toBe('49 €');
    expect(plain(formatPrice(1250, 'EUR', 'de-DE', { fractionDigits: 0 }))).toBe('13 €');
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => formatPrice(12.5, 'EUR', 'de-DE')).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, 'EUR', 'de-DE')).toThrow(RangeError);
  });
});

describe('formatStorePrice', () => {
  it("uses the store's price locale and currency", () => {
    expect(plain(formatStorePrice(1234, STORES.de))).toBe('12,34 €');
    expect(plain(formatStorePrice(1234, STORES.pl))).toBe('12,34 zł');
    expect(plain(formatStorePrice(1234, STORES.ch))).toBe('CHF 12.34');
    expect(plain(formatStorePrice(1299, STORES.ch, { fractionDigits: 0 }))).toBe('CHF 13');
  });
});
