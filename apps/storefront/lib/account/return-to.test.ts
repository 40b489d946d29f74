import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('returns to a checkout of the same language', () => {
    expect(safeReturnPath('de', '/de/checkouts/AbCdEfGhIjKlMnOpQr')).toBe(
      '/de/checkouts/AbCdEfGhIjKlMnOpQr',
    );
    expect(safeReturnPath('de', '/de/checkouts/AbCdEfGhIjKlMnOpQr/review')).toBe(
      '/de/checkouts/AbCdEfGhIjKlMnOpQr/review',
    );
  });

  it('refuses other paths, other languages and other origins', () => {
    expect(safeReturnPath('de', '/fr/checkouts/AbCdEfGhIjKlMnOpQr')).toBeUndefined();
    expect(safeReturnPath('de', '//evil.example/de/checkouts/AbCdEfGhIjKlMnOpQr')).toBeUndefined();
    expect(safeReturnPath('de', 'https://evil.example/')).toBeUndefined();
    expect(safeReturnPath('de', '/de/order-history/')).toBeUndefined();
    expect(safeReturnPath('de', undefined)).toBeUndefined();
  });
});
