import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SITE_PAGES,
  accountSitePageOf,
  accountSitePath,
  accountSiteUrl,
  formatSessionExpiry,
  parseSessionExpiry,
} from './account-site';
import { LANGUAGE_CODES } from './languages';

describe('account site paths', () => {
  it('has one distinct path per page and language, found again by its slug', () => {
    for (const language of LANGUAGE_CODES) {
      const paths = ACCOUNT_SITE_PAGES.map((page) => accountSitePath(language, page));
      expect(new Set(paths).size).toBe(ACCOUNT_SITE_PAGES.length);
      for (const page of ACCOUNT_SITE_PAGES) {
        const slug = accountSitePath(language, page).split('/').at(-1) ?? '';
        expect(slug).toMatch(/^[a-z-]+$/);
        expect(accountSitePageOf(language, slug)).toBe(page);
      }
    }
    expect(accountSitePath('de', 'orders')).toBe('/account/de/bestellungen');
    expect(accountSitePageOf('de', 'orders')).toBeUndefined();
  });

  it('builds links with theme and return URL on a base URL with a path', () => {
    const url = new URL(
      accountSiteUrl('https://konto.example/sso/', 'fr', 'login', {
        theme: 'second',
        returnTo: 'https://shop.example/fr/?a=1',
      }),
    );
    expect(url.pathname).toBe('/sso/account/fr/connexion');
    expect(url.searchParams.get('theme')).toBe('second');
    expect(url.searchParams.get('returnTo')).toBe('https://shop.example/fr/?a=1');
  });
});

describe('session expiry cookie', () => {
  it('round-trips an instant and refuses anything else', () => {
    const expiresAt = new Date('2026-11-23T10:00:00.000Z');
    expect(parseSessionExpiry(formatSessionExpiry(expiresAt))).toEqual(expiresAt);
    for (const bad of [undefined, '', 'tomorrow', '2026-11-23', '2026-13-45T99:00:00Z'])
      expect(parseSessionExpiry(bad)).toBeUndefined();
  });
});
