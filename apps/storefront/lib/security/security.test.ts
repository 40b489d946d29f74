import { describe, expect, it } from 'vitest';
import { cartCookieOptions } from '../cart/cart-cookies';
import { contentSecurityPolicy, createNonce } from './content-security-policy';
import { isCrossSiteRequest } from './cross-site';
import { refusalLanguage } from './refusal';
import { secureCookiesFor, sendsStrictTransportSecurity } from './transport';

const headersOf = (entries: Record<string, string>) => new Headers(entries);

describe('content security policy', () => {
  it('allows scripts only with the nonce and closes objects, base and framing', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', development: false, https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', development: false, https: true })).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('cross-site requests', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://elsewhere.example' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'http://shop.example:3000' }, false],
    [{}, false],
  ])('%o is cross-site: %s', (headers, expected) => {
    expect(isCrossSiteRequest(headersOf(headers), 'shop.example:3000')).toBe(expected);
  });
});

describe('cookie and transport flags', () => {
  it('sets Secure outside localhost and behind an https proxy, not on a laptop', () => {
    expect(secureCookiesFor(headersOf({ host: '127.0.0.1:3000' }))).toBe(false);
    expect(secureCookiesFor(headersOf({ host: 'localhost:3000' }))).toBe(false);
    expect(secureCookiesFor(headersOf({ host: 'shop.example' }))).toBe(true);
    expect(
      secureCookiesFor(headersOf({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' })),
    ).toBe(true);
  });

  it('sends HSTS only for https outside localhost', () => {
    expect(sendsStrictTransportSecurity(headersOf({ host: 'shop.example' }))).toBe(false);
    expect(
      sendsStrictTransportSecurity(
        headersOf({ host: 'shop.example', 'x-forwarded-proto': 'https' }),
      ),
    ).toBe(true);
    expect(
      sendsStrictTransportSecurity(headersOf({ host: 'localhost', 'x-forwarded-proto': 'https' })),
    ).toBe(false);
  });

  it('keeps the cart id HttpOnly and Lax, the quantity readable by scripts, both on path /', () => {
    expect(cartCookieOptions(true, true)).toMatchObject({
      path: '/',
      sameSite: 'lax',
      secure: true,
      httpOnly: true,
    });
    expect(cartCookieOptions(false, false)).toMatchObject({
      path: '/',
      sameSite: 'lax',
      secure: false,
      httpOnly: false,
    });
  });
});

describe('refusal language', () => {
  it('takes ?language=, then the path, then Accept-Language, then German', () => {
    const none = headersOf({});
    expect(refusalLanguage(new URL('http://x/api/reviews?language=fr'), none)).toBe('fr');
    expect(refusalLanguage(new URL('http://x/it/p/1'), none)).toBe('it');
    expect(
      refusalLanguage(new URL('http://x/api/x'), headersOf({ 'accept-language': 'pl-PL' })),
    ).toBe('pl');
    expect(refusalLanguage(new URL('http://x/api/x'), none)).toBe('de');
  });
});
