import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { countAttempt, RATE_LIMITS } from './rate-limits';

/*
 * The login limit must stop a guesser without locking the real owner out for good (issue 8):
 * attempts count in fixed windows, so the next window lets the owner in again.
 */
describe('login rate limit window', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses the attempt after the limit and accepts again once the window has passed', async () => {
    const limit = RATE_LIMITS.customerAccessTokenCreate.perAccount;
    const bucket = 'customerAccessTokenCreate:account:owner-digest';
    const windowStart = Math.floor(Date.now() / limit.windowMs) * limit.windowMs;
    const during = { db: database.db, now: new Date(windowStart + 1_000) };
    for (let attempt = 0; attempt < limit.max; attempt += 1) {
      expect(await countAttempt(during, bucket, limit)).toBe(true);
    }
    expect(await countAttempt(during, bucket, limit)).toBe(false);
    // Still refused at the window's last millisecond …
    const lastMoment = { db: database.db, now: new Date(windowStart + limit.windowMs - 1) };
    expect(await countAttempt(lastMoment, bucket, limit)).toBe(false);
    // … and let in again in the next one.
    const next = { db: database.db, now: new Date(windowStart + limit.windowMs) };
    expect(await countAttempt(next, bucket, limit)).toBe(true);
    // Another account is never held up by this one's attempts.
    expect(await countAttempt(during, `${bucket}-other`, limit)).toBe(true);
  });
});
