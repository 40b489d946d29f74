import { describe, expect, it } from 'vitest';
import {
  addFavorite,
  FAVORITES_MAX,
  favoritesCookieValue,
  mergeFavorites,
  parseFavoritesCookie,
  parseStoredFavorites,
  removeFavorite,
  serializeFavorites,
  toggleFavorite,
} from './favorites';

describe('favorites', () => {
  it('adds without duplicates, removes and toggles', () => {
    expect(addFavorite([3, 7], 9)).toEqual([3, 7, 9]);
    expect(addFavorite([3, 7], 3)).toEqual([3, 7]);
    expect(removeFavorite([3, 7, 9], 7)).toEqual([3, 9]);
    expect(toggleFavorite([3], 5)).toEqual([3, 5]);
    expect(toggleFavorite([3, 5], 3)).toEqual([5]);
  });

  it('reads the stored JSON list, with ids that turned into strings', () => {
    expect(parseStoredFavorites('[1, "2", 3, "1"]')).toEqual([1, 2, 3]);
    expect(parseStoredFavorites(serializeFavorites([4, 8]))).toEqual([4, 8]);
  });

  it('reads a missing, broken or foreign value as an empty list', () => {
    for (const stored of [
      null,
      undefined,
      '',
      'not json',
      '{"a":1}',
      '[null, {}, "", -1, 1.5, "0x1"]',
    ]) {
      expect(parseStoredFavorites(stored)).toEqual([]);
    }
  });

  it('writes and reads the cookie as comma-separated ids', () => {
    expect(favoritesCookieValue([12, 7, 12])).toBe('12,7');
    expect(parseFavoritesCookie('12,7,abc,%3Cx%3E,99999999999')).toEqual([12, 7]);
    expect(parseFavoritesCookie(undefined)).toEqual([]);
    expect(parseFavoritesCookie('%E0%A4%A')).toEqual([]);
  });

  it('keeps the newest ids when the list grows past its limit', () => {
    const many = Array.from({ length: FAVORITES_MAX + 5 }, (_, index) => index + 1);
    const kept = parseStoredFavorites(JSON.stringify(many));
    expect(kept).toHaveLength(FAVORITES_MAX);
    expect(kept.at(-1)).toBe(FAVORITES_MAX + 5);
    expect(addFavorite(kept, 100_000).at(-1)).toBe(100_000);
  });

  it("merges two lists into their union, the first one's order first (login merge)", () => {
    expect(mergeFavorites([5, 9], [9, 2, 5, 7])).toEqual([5, 9, 2, 7]);
    expect(mergeFavorites([], [3])).toEqual([3]);
    expect(mergeFavorites([4], [])).toEqual([4]);
  });
});
