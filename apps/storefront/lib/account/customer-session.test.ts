import { formatSessionExpiry } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { sessionExpired } from './customer-session';

describe('sessionExpired', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('keeps a session until its expiry passes, then ends it', () => {
    expect(sessionExpired(formatSessionExpiry(new Date('2026-11-23T12:00:01.000Z')), now)).toBe(
      false,
    );
    expect(sessionExpired(formatSessionExpiry(now), now)).toBe(true);
    expect(sessionExpired(formatSessionExpiry(new Date('2026-11-22T12:00:00.000Z')), now)).toBe(
      true,
    );
  });

  it('counts a session without expiry cookie until its token cookie ends, a broken one not at all', () => {
    expect(sessionExpired(undefined, now)).toBe(false);
    expect(sessionExpired('', now)).toBe(true);
    expect(sessionExpired('next week', now)).toBe(true);
  });
});
