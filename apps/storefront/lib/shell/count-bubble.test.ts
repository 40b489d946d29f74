import { describe, expect, it } from 'vitest';
import { cartQuantity, countBubble, favoritesCount, readCookie } from './count-bubble';

describe('countBubble', () => {
  it('shows nothing for an empty list', () => {
    expect(countBubble(0)).toBeUndefined();
    expect(countBubble(-3)).toBeUndefined();
    expect(countBubble(Number.NaN)).toBeUndefined();
  });

  it('picks the one-, two- and three-digit styles', () => {
    expect(countBubble(7)).toEqual({ text: '7', digits: 1 });
    expect(countBubble(10)).toEqual({ text: '10', digits: 2 });
    expect(countBubble(99)).toEqual({ text: '99', digits: 2 });
    expect(countBubble(100)).toEqual({ text: '100', digits: 3 });
    expect(countBubble(999)).toEqual({ text: '999', digits: 3 });
  });

  it('caps very long lists at 999+', () => {
    expect(countBubble(1000)).toEqual({ text: '999+', digits: 3 });
  });
});

describe('favoritesCount', () => {
  it('counts distinct product ids, whether stored as numbers or strings', () => {
    expect(favoritesCount('[1, "2", 3, "1"]')).toBe(3);
  });

  it('reads a missing, broken or foreign value as no favorites', () => {
    expect(favoritesCount(null)).toBe(0);
    expect(favoritesCount('not json')).toBe(0);
    expect(favoritesCount('{"a":1}')).toBe(0);
    expect(favoritesCount('[null, {}, ""]')).toBe(0);
  });
});

describe('cart quantity cookie', () => {
  it('reads the quantityInCart cookie among others', () => {
    const cookies = 'country=ch; quantityInCart=12; other=x';
    expect(cartQuantity(readCookie(cookies, 'quantityInCart'))).toBe(12);
  });

  it('reads an absent or tampered cookie as an empty cart', () => {
    expect(cartQuantity(readCookie('country=ch', 'quantityInCart'))).toBe(0);
    expect(cartQuantity(readCookie('quantityInCart=-4', 'quantityInCart'))).toBe(0);
    expect(cartQuantity(readCookie('quantityInCart=1e9', 'quantityInCart'))).toBe(0);
    expect(readCookie('quantityInCart=%E0%A4%A', 'quantityInCart')).toBeUndefined();
  });
});
