import { describe, expect, it } from 'vitest';
import { isSwipeDownClose } from './swipe';

describe('isSwipeDownClose', () => {
  it('closes only on a downward swipe of more than 100 px', () => {
    expect(isSwipeDownClose(200, 301)).toBe(true);
    expect(isSwipeDownClose(200, 300)).toBe(false);
    expect(isSwipeDownClose(400, 100)).toBe(false);
  });
});
