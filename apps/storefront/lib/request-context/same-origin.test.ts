import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const SHOP = ['http://127.0.0.1:3000'];

describe('isSameOriginRequest', () => {
  it("accepts a form posted from the shop's own page", () => {
    const headers = new Headers({ origin: SHOP[0] ?? '', 'sec-fetch-site': 'same-origin' });
    expect(isSameOriginRequest(headers, SHOP)).toBe(true);
  });

  it('refuses a post from another site, by Origin or by Sec-Fetch-Site', () => {
    expect(isSameOriginRequest(new Headers({ origin: 'https://evil.example' }), SHOP)).toBe(false);
    expect(isSameOriginRequest(new Headers({ 'sec-fetch-site': 'cross-site' }), SHOP)).toBe(false);
    expect(isSameOriginRequest(new Headers({ 'sec-fetch-site': 'same-site' }), SHOP)).toBe(false);
    expect(isSameOriginRequest(new Headers({ origin: 'null' }), SHOP)).toBe(false);
  });

  it('accepts a request no browser page sent (no Origin, no Sec-Fetch-Site)', () => {
    expect(isSameOriginRequest(new Headers(), SHOP)).toBe(true);
  });
});
