import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout-target';

describe('logoutTarget', () => {
  it('sends the shopper from an account page to the login route', () => {
    expect(logoutTarget('de', '/de/order-history/')).toBe('/de/login/');
    expect(logoutTarget('de', '/de/persoenliche-daten/?tab=1')).toBe('/de/login/');
  });

  it('keeps the shopper on any other page', () => {
    expect(logoutTarget('de', '/de/warenkorb/')).toBe('/de/warenkorb/');
    expect(logoutTarget('fr', '/fr/p/123?variant=4')).toBe('/fr/p/123?variant=4');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
  ])('refuses %j as a return path', (returnTo) => {
    expect(logoutTarget('de', returnTo)).toBeUndefined();
  });
});
