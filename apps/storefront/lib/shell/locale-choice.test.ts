import { describe, expect, it } from 'vitest';
import {
  countryCookie,
  initialCountry,
  parseLocaleChoice,
  pathInLanguage,
  storeOfCountry,
} from './locale-choice';

describe('countryCookie', () => {
  it("stores the serving store's key for a year on the whole site", () => {
    expect(countryCookie('ch', { secure: false })).toBe(
      'country=ch; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('names the serving store for countries without a store of their own', () => {
    expect(countryCookie('gb', { secure: false })).toMatch(/^country=ie;/);
    expect(countryCookie('pt', { secure: false })).toMatch(/^country=es;/);
    expect(countryCookie('at', { secure: false })).toMatch(/^country=at;/);
  });

  it('is marked Secure on https', () => {
    expect(countryCookie('de', { secure: true })).toMatch(/; Secure$/);
  });
});

describe('storeOfCountry and initialCountry', () => {
  it('follows the proxy: Austria is served by Germany, the UK by Ireland', () => {
    expect(storeOfCountry('at')).toBe('de');
    expect(storeOfCountry('gb')).toBe('ie');
    expect(storeOfCountry('ch')).toBe('ch');
  });

  it('keeps a remembered country while it still leads to the current store', () => {
    expect(initialCountry('de', { language: 'de', country: 'at' })).toBe('at');
    expect(initialCountry('ie', { language: 'en', country: 'gb' })).toBe('gb');
  });

  it("falls back to the store's own country otherwise", () => {
    expect(initialCountry('ch', { language: 'de', country: 'at' })).toBe('ch');
    expect(initialCountry('pl', undefined)).toBe('pl');
  });
});

describe('parseLocaleChoice', () => {
  it('reads a stored choice and normalises uk to gb', () => {
    expect(parseLocaleChoice('{"language":"fr","country":"CH"}')).toEqual({
      language: 'fr',
      country: 'ch',
    });
    expect(parseLocaleChoice('{"language":"en","country":"uk"}')).toEqual({
      language: 'en',
      country: 'gb',
    });
  });

  it('ignores anything else', () => {
    expect(parseLocaleChoice(null)).toBeUndefined();
    expect(parseLocaleChoice('{')).toBeUndefined();
    expect(parseLocaleChoice('{"language":"xx","country":"ch"}')).toBeUndefined();
    expect(parseLocaleChoice('{"language":"fr","country":"us"}')).toBeUndefined();
    expect(parseLocaleChoice('"fr"')).toBeUndefined();
  });
});

describe('pathInLanguage', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('translates localized routes and keeps their query', () => {
    expect(pathInLanguage(at('/de/suche/', '?searchPhrase=ems'), 'fr', {})).toBe(
      '/fr/recherche/?searchPhrase=ems',
    );
    expect(pathInLanguage(at('/de/warenkorb/'), 'pl', {})).toBe('/pl/koszyk/');
  });

  it('keeps the product of a product page', () => {
    expect(pathInLanguage(at('/de/p/42'), 'it', {})).toBe('/it/p/42');
  });

  it("uses the page's alternate-language link for other pages", () => {
    const alternates = { de: '/de/ueber-uns/', fr: 'http://localhost:3000/fr/a-propos/' };
    expect(pathInLanguage(at('/de/ueber-uns/'), 'fr', alternates)).toBe('/fr/a-propos/');
  });

  it('goes home when the page has no version in that language', () => {
    expect(pathInLanguage(at('/de/ueber-uns/'), 'es', {})).toBe('/es/');
    expect(pathInLanguage(at('/de/ueber-uns/'), 'es', { es: '/de/ueber-uns/' })).toBe('/es/');
    expect(pathInLanguage(at('/de/'), 'nl', {})).toBe('/nl/');
  });
});
