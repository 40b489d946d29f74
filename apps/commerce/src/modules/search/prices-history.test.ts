import { describe, expect, it } from 'vitest';
import {
  lowestPriceLast30Days,
  type PricePoint,
  recommendedRetailPriceHeld,
  variantPricing,
} from './prices-history';

const NOW = new Date('2025-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const point = (days: number, amountMinor: number): PricePoint => ({
  amountMinor,
  validFrom: daysAgo(days),
});

describe('lowest price of the last 30 days', () => {
  it('counts the price in force when the window opened', () => {
    expect(lowestPriceLast30Days([point(60, 7999), point(10, 8999)], 8999, NOW)).toBe(7999);
  });

  it('ignores prices that ended before the window opened', () => {
    expect(lowestPriceLast30Days([point(90, 5999), point(40, 8999)], 8999, NOW)).toBe(8999);
  });

  it('finds a deeper sale inside the window', () => {
    const history = [point(120, 9999), point(26, 6999), point(6, 7999)];
    expect(lowestPriceLast30Days(history, 7999, NOW)).toBe(6999);
  });

  it('falls back to the current price without history and ignores future prices', () => {
    expect(lowestPriceLast30Days([], 4999, NOW)).toBe(4999);
    expect(lowestPriceLast30Days([point(50, 4999), point(-3, 1999)], 4999, NOW)).toBe(4999);
  });
});

describe('recommended retail price after 90 days at or above it', () => {
  it('holds when every price of the 90 days was at or above it', () => {
    expect(recommendedRetailPriceHeld([point(118, 9899), point(64, 8999)], 8999, 8999, NOW)).toBe(
      true,
    );
  });

  it('fails after any lower price inside the 90 days', () => {
    const history = [point(200, 8999), point(80, 7999), point(70, 8999)];
    expect(recommendedRetailPriceHeld(history, 8999, 8999, NOW)).toBe(false);
  });

  it('fails when the history is younger than 90 days or the current price is below', () => {
    expect(recommendedRetailPriceHeld([point(89, 8999)], 8999, 8999, NOW)).toBe(false);
    expect(recommendedRetailPriceHeld([], 8999, 8999, NOW)).toBe(false);
    expect(recommendedRetailPriceHeld([point(120, 8999)], 7999, 8999, NOW)).toBe(false);
  });
});

describe('variant pricing', () => {
  it('computes the saving of a reduction and hides an unearned RRP', () => {
    const pricing = variantPricing(
      { amountMinor: 5999, strikethroughMinor: 7999, recommendedRetailMinor: 8999 },
      [point(100, 7999), point(9, 5999)],
      'CHF',
      NOW,
    );
    expect(pricing).toEqual({
      price: { amountMinor: 5999, currency: 'CHF' },
      strikethroughPrice: { amountMinor: 7999, currency: 'CHF' },
      discountSaving: { amountMinor: 2000, currency: 'CHF' },
      lowestPriceLast30Days: { amountMinor: 5999, currency: 'CHF' },
      recommendedRetailPrice: null,
    });
  });

  it('shows no saving when the strikethrough price is not above the price', () => {
    const pricing = variantPricing(
      { amountMinor: 5999, strikethroughMinor: 5999, recommendedRetailMinor: null },
      [],
      'EUR',
      NOW,
    );
    expect(pricing.discountSaving).toBeNull();
  });
});
