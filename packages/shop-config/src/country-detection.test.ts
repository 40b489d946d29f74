import { describe, expect, it } from 'vitest';
import {
  COUNTRY_COOKIE,
  countryHeaderFromCookie,
  detectCountry,
  selectStore,
} from './country-detection';

describe('detectCountry', () => {
  it('prefers the x-country-code header over the URL segment and the language', () => {
    expect(detectCountry({ countryHeader: 'nl', pathname: '/fr/panier/', language: 'it' })).toBe(
      'nl',
    );
  });

  it('prefers the first URL segment over the language', () => {
    expect(detectCountry({ pathname: '/fr/panier/', language: 'it' })).toBe('fr');
  });

  it('reads only the first segment of the path, ignoring query and fragment', () => {
    expect(detectCountry({ pathname: '/pl?x=es' })).toBe('pl');
    expect(detectCountry({ pathname: '//es/p/123#de' })).toBe('es');
  });

  it('prefers the language over the default', () => {
    expect(detectCountry({ language: 'it' })).toBe('it');
    expect(detectCountry({ pathname: '/', language: 'pl' })).toBe('pl');
  });

  it("falls back to 'de' when nothing is given", () => {
    expect(detectCountry({})).toBe('de');
    expect(detectCountry({ countryHeader: null, pathname: null, language: null })).toBe('de');
  });

  it('ignores an empty or blank header', () => {
    expect(detectCountry({ countryHeader: '', pathname: '/nl/', language: 'it' })).toBe('nl');
    expect(detectCountry({ countryHeader: '   ', pathname: '/nl/' })).toBe('nl');
  });

  it("lets 'preview' give way to the language", () => {
    expect(detectCountry({ pathname: '/preview/page', language: 'fr' })).toBe('fr');
    expect(detectCountry({ countryHeader: 'preview', pathname: '/nl/', language: 'es' })).toBe(
      'es',
    );
  });

  it("falls back to 'de' for 'preview' without a language", () => {
    expect(detectCountry({ pathname: '/preview/' })).toBe('de');
  });

  it("maps 'uk' to 'gb', which has no store and so falls back to Germany", () => {
    expect(detectCountry({ pathname: '/uk/cart/' })).toBe('de');
    expect(detectCountry({ countryHeader: 'UK' })).toBe('de');
  });

  it('falls back to Germany for values that name no store', () => {
    expect(detectCountry({ countryHeader: 'xx' })).toBe('de');
    expect(detectCountry({ countryHeader: 'gb' })).toBe('de');
    expect(detectCountry({ pathname: '/en/cart/' })).toBe('de');
    expect(detectCountry({ language: 'en' })).toBe('de');
  });

  it('compares case-insensitively and trims', () => {
    expect(detectCountry({ countryHeader: ' CH ' })).toBe('ch');
    expect(detectCountry({ pathname: '/NL/winkelwagen/' })).toBe('nl');
    expect(detectCountry({ language: 'PL' })).toBe('pl');
    expect(detectCountry({ pathname: '/PREVIEW/', language: 'Es' })).toBe('es');
  });

  it("detects Switzerland from the header 'ch'", () => {
    expect(detectCountry({ countryHeader: 'ch', pathname: '/de/' })).toBe('ch');
  });
});

describe('countryHeaderFromCookie', () => {
  it("is read from the cookie named 'country'", () => {
    expect(COUNTRY_COOKIE).toBe('country');
  });

  it('maps an Austria cookie to Germany', () => {
    expect(countryHeaderFromCookie('at')).toBe('de');
    expect(countryHeaderFromCookie('AT')).toBe('de');
  });

  it('passes other two-letter countries through', () => {
    expect(countryHeaderFromCookie('ch')).toBe('ch');
    expect(countryHeaderFromCookie('gb')).toBe('gb');
  });

  it('gives undefined for missing, empty or malformed values', () => {
    expect(countryHeaderFromCookie(undefined)).toBeUndefined();
    expect(countryHeaderFromCookie(null)).toBeUndefined();
    expect(countryHeaderFromCookie('')).toBeUndefined();
    expect(countryHeaderFromCookie('deu')).toBeUndefined();
    expect(countryHeaderFromCookie('d1')).toBeUndefined();
    expect(countryHeaderFromCookie('de;x')).toBeUndefined();
  });

  it('feeds detection as the header, outranking the URL', () => {
    const countryHeader = countryHeaderFromCookie('at');
    expect(detectCountry({ countryHeader, pathname: '/fr/' })).toBe('de');
  });
});

describe('selectStore', () => {
  it('uses the given country in preview', () => {
    expect(selectStore({ preview: true, givenCountry: 'ch', detectedCountry: 'de' }).key).toBe(
      'ch',
    );
  });

  it('uses the detected country in preview when no country is given', () => {
    expect(selectStore({ preview: true, detectedCountry: 'nl' }).key).toBe('nl');
    expect(selectStore({ preview: true, givenCountry: '', detectedCountry: 'nl' }).key).toBe('nl');
  });

  it('ignores the given country outside preview', () => {
    expect(selectStore({ preview: false, givenCountry: 'ch', detectedCountry: 'fr' }).key).toBe(
      'fr',
    );
  });

  it('falls back to Germany for an unknown country', () => {
    expect(selectStore({ preview: false, detectedCountry: 'xx' }).key).toBe('de');
    expect(selectStore({ preview: true, givenCountry: 'zz', detectedCountry: 'fr' }).key).toBe(
      'de',
    );
  });

  it("maps 'uk' to 'gb' and so falls back to Germany", () => {
    expect(selectStore({ preview: false, detectedCountry: 'uk' }).key).toBe('de');
    expect(selectStore({ preview: true, givenCountry: 'UK', detectedCountry: 'ie' }).key).toBe(
      'de',
    );
  });

  it('is case-insensitive', () => {
    expect(selectStore({ preview: false, detectedCountry: 'PL' }).prices.currency).toBe('PLN');
  });
});
