import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './same-origin';

describe('isCrossSiteRequest', () => {
  it('lets the shop post to itself', () => {
    const headers = new Headers({ host: 'shop.example:3000', origin: 'http://shop.example:3000' });
    expect(isCrossSiteRequest(headers)).toBe(false);
    expect(isCrossSiteRequest(new Headers({ host: 'shop.example' }))).toBe(false);
  });

  it('refuses another site, an opaque origin and what the browser marks cross-site', () => {
    expect(
      isCrossSiteRequest(new Headers({ host: 'shop.example', origin: 'https://evil.example' })),
    ).toBe(true);
    expect(isCrossSiteRequest(new Headers({ host: 'shop.example', origin: 'null' }))).toBe(true);
    expect(
      isCrossSiteRequest(new Headers({ host: 'shop.example', 'sec-fetch-site': 'cross-site' })),
    ).toBe(true);
    expect(isCrossSiteRequest(new Headers({ host: 'shop.example', origin: 'not a url' }))).toBe(
      true,
    );
  });
});
