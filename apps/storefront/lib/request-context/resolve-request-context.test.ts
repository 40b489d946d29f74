import { describe, expect, it } from 'vitest';
import { type IncomingRequestFacts, resolveRequestContext } from './resolve-request-context';

const request = (facts: Partial<IncomingRequestFacts>): IncomingRequestFacts => ({
  pathname: '/de/',
  acceptLanguage: null,
  countryHeader: null,
  countryCookie: undefined,
  ...facts,
});

describe('resolveRequestContext', () => {
  it("redirects '/' to the browser's language, else to German", () => {
    expect(resolveRequestContext(request({ pathname: '/', acceptLanguage: 'fr-FR,fr' }))).toEqual({
      kind: 'redirect',
      location: '/fr/',
    });
    expect(resolveRequestContext(request({ pathname: '/', acceptLanguage: 'ja' }))).toEqual({
      kind: 'redirect',
      location: '/de/',
    });
  });

  it('takes the language from the URL prefix and the store from it as a country', () => {
    expect(resolveRequestContext(request({ pathname: '/fr/panier/' }))).toEqual({
      kind: 'page',
      language: 'fr',
      knownLanguage: true,
      storeKey: 'fr',
    });
  });

  it('lets the x-country-code header outrank the cookie and the URL', () => {
    const context = resolveRequestContext(
      request({ pathname: '/de/', countryHeader: 'ch', countryCookie: 'nl' }),
    );
    expect(context).toMatchObject({ language: 'de', storeKey: 'ch' });
  });

  it('uses the country cookie without a header, mapping Austria to Germany', () => {
    expect(resolveRequestContext(request({ pathname: '/de/', countryCookie: 'ch' }))).toMatchObject(
      { storeKey: 'ch' },
    );
    expect(resolveRequestContext(request({ pathname: '/fr/', countryCookie: 'at' }))).toMatchObject(
      { storeKey: 'de' },
    );
    expect(
      resolveRequestContext(request({ pathname: '/fr/', countryHeader: ' ', countryCookie: 'ch' })),
    ).toMatchObject({ storeKey: 'ch' });
  });

  it('serves English under the German store, as no store has the code en', () => {
    expect(resolveRequestContext(request({ pathname: '/en/' }))).toMatchObject({
      language: 'en',
      storeKey: 'de',
    });
  });

  it("marks an unknown prefix and keeps the browser's language for the not-found page", () => {
    expect(
      resolveRequestContext(request({ pathname: '/xx/whatever', acceptLanguage: 'it' })),
    ).toEqual({ kind: 'page', language: 'it', knownLanguage: false, storeKey: 'de' });
  });
});
