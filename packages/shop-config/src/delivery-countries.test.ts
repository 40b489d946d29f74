import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, deliveryCountry } from './delivery-countries';
import { LANGUAGE_CODES } from './languages';
import { STORE_KEYS } from './stores';

describe('DELIVERY_COUNTRIES', () => {
  it('offers the eleven store countries plus gb, cz, dk, se and pt', () => {
    expect(DELIVERY_COUNTRIES.map((country) => country.code)).toEqual([
      ...STORE_KEYS,
      'gb',
      'cz',
      'dk',
      'se',
      'pt',
    ]);
  });

  it('lets every store country be served by its own store', () => {
    for (const key of STORE_KEYS) expect(deliveryCountry(key)?.storeKey).toBe(key);
  });

  it.each([
    ['gb', 'ie'],
    ['cz', 'de'],
    ['dk', 'de'],
    ['se', 'de'],
    ['pt', 'es'],
  ] as const)('serves %s from the %s store', (code, storeKey) => {
    expect(deliveryCountry(code)?.storeKey).toBe(storeKey);
  });

  it('names every country in every language and gives it a flag', () => {
    for (const country of DELIVERY_COUNTRIES) {
      expect(Object.keys(country.nameTranslation).sort()).toEqual([...LANGUAGE_CODES].sort());
      expect(country.flagIcon).toBe(`/flags/${country.code}.svg`);
    }
    expect(deliveryCountry('gb')?.nameTranslation.en).toBe('United Kingdom');
  });
});

describe('deliveryCountry', () => {
  it("finds countries case-insensitively and reads 'uk' as 'gb'", () => {
    expect(deliveryCountry(' PT ')?.code).toBe('pt');
    expect(deliveryCountry('uk')?.code).toBe('gb');
  });

  it('gives undefined for countries not offered', () => {
    expect(deliveryCountry('us')).toBeUndefined();
    expect(deliveryCountry('')).toBeUndefined();
  });
});
