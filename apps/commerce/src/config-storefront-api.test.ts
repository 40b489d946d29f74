import { STORE_KEYS } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { accessTokenVariable, ConfigError, developmentAccessToken, loadConfig } from './config';

const productionTokens = Object.fromEntries(
  STORE_KEYS.map((key) => [accessTokenVariable(key), `production-token-${key}-0123456789abcdef`]),
);

describe('Storefront API settings', () => {
  it('works on a laptop with development defaults: tokens, outbox mail, mailbox page, 14-day carts', () => {
    const { storefrontApi } = loadConfig({});
    expect(storefrontApi.accessTokens.de).toBe(developmentAccessToken('de'));
    expect(storefrontApi.accessTokens.ch).toBe('shop-dev-storefront-token-ch');
    expect(storefrontApi).toMatchObject({
      smtpUrl: null,
      devMailbox: true,
      cartTtlDays: 14,
      customerAccessTokenTtlDays: 14,
      storefrontUrl: 'http://localhost:3000',
      publicUrl: 'http://127.0.0.1:4000',
      brandName: 'Vitalora',
    });
  });

  it('takes SMTP_URL, STOREFRONT_URL, BRAND and CART_TTL_DAYS', () => {
    const { storefrontApi } = loadConfig({
      SMTP_URL: 'smtp://mail.internal:25',
      STOREFRONT_URL: 'https://shop.example/',
      BRAND: 'second',
      CART_TTL_DAYS: '30',
    });
    expect(storefrontApi).toMatchObject({
      smtpUrl: 'smtp://mail.internal:25',
      storefrontUrl: 'https://shop.example',
      brandName: 'Nordpuls',
      mailFrom: 'Nordpuls <shop@localhost>',
      cartTtlDays: 30,
    });
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['CART_TTL_DAYS', { CART_TTL_DAYS: '0' }],
    ['STOREFRONT_URL', { STOREFRONT_URL: 'shop.example' }],
    ['STOREFRONT_ACCESS_TOKEN_DE', { STOREFRONT_ACCESS_TOKEN_DE: 'short' }],
  ])('names a wrong %s', (name, environment) => {
    expect(() => loadConfig(environment)).toThrow(new RegExp(`Invalid setting ${name}`));
  });

  it('requires every store token in production and offers no mailbox or private token by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STOREFRONT_ACCESS_TOKEN_DE/);
    const { storefrontApi } = loadConfig({ NODE_ENV: 'production', ...productionTokens });
    expect(storefrontApi.accessTokens.pl).toBe('production-token-pl-0123456789abcdef');
    expect(storefrontApi.devMailbox).toBe(false);
    expect(storefrontApi.privateToken).toBeNull();
  });
});
