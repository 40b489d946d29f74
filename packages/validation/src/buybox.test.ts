import { describe, expect, it } from 'vitest';
import { buyboxIssues } from './buybox';

const base = {
  sizesComplete: true,
  productType: 'purchase' as const,
  rentalMonths: null,
  offeredRentalMonths: [6, 12],
};

describe('buybox rules (spec 5)', () => {
  it('lets a complete purchase through', () => {
    expect(buyboxIssues(base)).toEqual([]);
  });

  it('asks for a size while one is open', () => {
    expect(buyboxIssues({ ...base, sizesComplete: false })).toEqual(['sizeRequired']);
  });

  it('asks for a rental period when renting without one', () => {
    expect(buyboxIssues({ ...base, productType: 'rent' })).toEqual(['rentalPeriodRequired']);
  });

  it('refuses a period the product does not offer', () => {
    expect(buyboxIssues({ ...base, productType: 'rent', rentalMonths: 24 })).toEqual([
      'rentalPeriodRequired',
    ]);
    expect(buyboxIssues({ ...base, productType: 'rent', rentalMonths: 12 })).toEqual([]);
  });

  it('names both problems, size first', () => {
    expect(buyboxIssues({ ...base, sizesComplete: false, productType: 'rent' })).toEqual([
      'sizeRequired',
      'rentalPeriodRequired',
    ]);
  });

  it('ignores a period while buying', () => {
    expect(buyboxIssues({ ...base, rentalMonths: 24 })).toEqual([]);
  });
});
