import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_SORT,
  FETCH_LIMITS,
  isSortOption,
  LISTING_PAGE_SIZE,
  PASSWORD_SPECIAL_CHARACTERS,
  SORT_OPTIONS,
  STOREFRONT_API_VERSION,
} from './constants';

describe('constants', () => {
  it('sorts by popularity unless a known sort option is asked for', () => {
    expect(DEFAULT_SORT).toBe('popularity');
    expect(SORT_OPTIONS).toContain(DEFAULT_SORT);
    expect(isSortOption('priceAsc')).toBe(true);
    expect(isSortOption('cheapest')).toBe(false);
  });

  it('keeps the limits the storefront API calls rely on', () => {
    expect(STOREFRONT_API_VERSION).toBe('2025-01');
    expect(FETCH_LIMITS).toEqual({ cartLines: 50, orders: 50, orderLineItems: 50, addresses: 5 });
  });

  it('keeps the layout thresholds of spec section 9', () => {
    expect(BREAKPOINTS.headerMobileBelow).toBe(992);
    expect(BREAKPOINTS.minimizedHeader).toBe(994);
    expect(LISTING_PAGE_SIZE).toEqual({ desktop: 48, mobileAndTablet: 30 });
  });

  it('lists the password special characters of spec section 5', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('#?!@$%^&*-');
  });
});
