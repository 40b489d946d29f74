import { describe, expect, it } from 'vitest';
import {
  isCatalogPath,
  isKeepablePage,
  NEXT_DYNAMIC_CACHE_CONTROL,
  type PageRequest,
  pageCacheDecision,
} from './page-cache-policy';

const request = (url: string, headers: PageRequest['headers'] = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'shop.example', ...headers },
});

describe('page cache policy', () => {
  it('caches the documents of catalog pages in every language', () => {
    for (const path of [
      '/de/',
      '/fr/',
      '/de/blutdruckmessgeraete/',
      '/de/ems-training/ems-anzuege/',
      '/de/p/100253',
      '/de/suche/',
      '/fr/recherche/',
      '/de/blog/',
      '/de/datenschutz/',
      '/de/ratgeber%C3%BCbersicht/',
    ])
      expect(isCatalogPath(path), path).toBe(true);
  });

  it('never caches personal pages, route handlers, files or paths outside a language', () => {
    for (const path of [
      '/',
      '/de',
      '/xx/',
      '/api/autosuggest',
      '/_next/static/chunks/a.js',
      '/media/products/1.jpg',
      '/favicon.ico',
      '/de/warenkorb/',
      '/fr/panier/',
      '/de/login/',
      '/de/favorites/',
      '/de/order-history/',
      '/de/persoenliche-daten/',
      '/de/adresse/',
      '/de/passwort-aendern/',
      '/de/passwort-zuruecksetzen/',
      '/de/konto-aktivieren/',
      '/de/newsletter-bestaetigen/',
      '/de/frontend/search',
      '/de/checkouts/abc/information',
      '/de/%E0%A4/',
    ])
      expect(isCatalogPath(path), path).toBe(false);
  });

  it('bypasses Next router requests, server actions, other methods and logged-in shoppers', () => {
    expect(pageCacheDecision(request('/de/')).cacheable).toBe(true);
    expect(pageCacheDecision(request('/de/', {}, 'HEAD')).cacheable).toBe(true);
    expect(pageCacheDecision(request('/de/', {}, 'POST')).cacheable).toBe(false);
    expect(pageCacheDecision(request('/de/', { rsc: '1' })).cacheable).toBe(false);
    expect(pageCacheDecision(request('/de/?_rsc=abc')).cacheable).toBe(false);
    expect(pageCacheDecision(request('/de/', { 'next-action': 'x' })).cacheable).toBe(false);
    expect(
      pageCacheDecision(request('/de/', { 'next-router-segment-prefetch': '/_tree' })).cacheable,
    ).toBe(false);
    expect(
      pageCacheDecision(request('/de/', { cookie: 'cartId=1; customerAccessToken=secret' }))
        .cacheable,
    ).toBe(false);
  });

  it('keys pages by path and full query, store choice and forwarded host, not by other cookies', () => {
    const key = (url: string, headers: PageRequest['headers'] = {}) => {
      const decision = pageCacheDecision(request(url, headers));
      if (!decision.cacheable) throw new Error(`${url} not cacheable`);
      return decision.key;
    };
    const german = key('/de/p/1');
    expect(key('/de/p/1', { cookie: 'cartId=abc; quantityInCart=2; favorites=1,2' })).toBe(german);
    expect(key('/de/p/1', { cookie: 'country=ch' })).not.toBe(german);
    expect(key('/de/p/1', { cookie: 'country=ch' })).toBe(key('/de/p/1', { cookie: 'country=ch' }));
    expect(key('/de/p/1', { 'x-country-code': 'CH' })).not.toBe(german);
    expect(key('/de/p/1', { 'x-forwarded-proto': 'https' })).not.toBe(german);
    expect(key('/de/p/1', { 'x-forwarded-host': 'other.example' })).not.toBe(german);
    expect(key('/de/p/1', { host: 'other.example' })).not.toBe(german);
    expect(key('/de/p/1?sort=priceAsc')).not.toBe(german);
    expect(key('/de/p/1?sort=priceAsc')).not.toBe(key('/de/p/1?sort=priceDesc'));
  });

  it('keeps only whole 200 HTML pages that set no cookie and are not private on purpose', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isKeepablePage({ status: 200, headers: html })).toBe(true);
    expect(
      isKeepablePage({
        status: 200,
        headers: { ...html, 'cache-control': NEXT_DYNAMIC_CACHE_CONTROL },
      }),
    ).toBe(true);
    expect(isKeepablePage({ status: 404, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 503, headers: html })).toBe(false);
    expect(isKeepablePage({ status: 200, headers: { 'content-type': 'application/json' } })).toBe(
      false,
    );
    expect(isKeepablePage({ status: 200, headers: { ...html, 'set-cookie': ['a=b'] } })).toBe(
      false,
    );
    expect(
      isKeepablePage({ status: 200, headers: { ...html, 'cache-control': 'private, max-age=0' } }),
    ).toBe(false);
    expect(isKeepablePage({ status: 200, headers: { ...html, 'cache-control': 'no-store' } })).toBe(
      false,
    );
  });
});
