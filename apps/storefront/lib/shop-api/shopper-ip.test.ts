import { describe, expect, it } from 'vitest';
import { shopperIpFrom } from './shopper-ip';

describe('shopperIpFrom', () => {
  it('takes the entry the nearest proxy added, not what the browser claimed', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' });
    expect(shopperIpFrom(headers)).toBe('203.0.113.9');
  });

  it('falls back to x-real-ip and ignores values that are no IP', () => {
    expect(shopperIpFrom(new Headers({ 'x-forwarded-for': 'evil', 'x-real-ip': '::1' }))).toBe(
      '::1',
    );
    expect(shopperIpFrom(new Headers({ 'x-forwarded-for': 'unknown' }))).toBeUndefined();
    expect(shopperIpFrom(new Headers())).toBeUndefined();
  });
});
