import { describe, expect, it } from 'vitest';
import { includedVat, vatPercent } from './vat';

describe('VAT', () => {
  it('gives each store its standard rate in percent', () => {
    expect(vatPercent('de')).toBe(19);
    expect(vatPercent('ch')).toBe(8.1);
    expect(vatPercent('pl')).toBe(23);
  });

  it('takes the tax share out of a gross amount in minor units', () => {
    // 119,00 € gross at 19 % contain 19,00 € VAT; 108,10 CHF at 8.1 % contain 8,10 CHF.
    expect(includedVat(11_900, 'de')).toBe(1_900);
    expect(includedVat(10_810, 'ch')).toBe(810);
    expect(includedVat(999, 'de')).toBe(160);
  });
});
