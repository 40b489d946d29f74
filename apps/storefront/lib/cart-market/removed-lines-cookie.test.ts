import { describe, expect, it } from 'vitest';
import { parseRemovedLinesCookie, removedLinesCookieValue } from './removed-lines-cookie';

describe('removed cart lines cookie', () => {
  it('carries names with any characters as a cookie-safe value', () => {
    const value = removedLinesCookieValue(['VitalCheck 300 XL', 'Manschette „groß“ ; 22–42 cm']);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseRemovedLinesCookie(value)).toEqual([
      'VitalCheck 300 XL',
      'Manschette „groß“ ; 22–42 cm',
    ]);
  });

  it('keeps at most ten names of at most 80 characters', () => {
    const names = Array.from({ length: 12 }, (_, index) => `${'x'.repeat(90)}${index}`);
    const parsed = parseRemovedLinesCookie(removedLinesCookieValue(names));
    expect(parsed).toHaveLength(10);
    expect(parsed[0]).toHaveLength(80);
  });

  it('reads a missing, broken or foreign value as no names', () => {
    for (const value of [undefined, '', '%%%', 'bm90IGpzb24', 'eyJhIjoxfQ', 'W251bGwsMV0']) {
      expect(parseRemovedLinesCookie(value)).toEqual([]);
    }
  });
});
