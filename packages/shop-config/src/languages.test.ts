import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  localizedPath,
  MESSAGE_LOCALES,
  productPath,
  ROUTE_NAMES,
  routeForPath,
  X_DEFAULT_LANGUAGE,
} from './languages';

describe('languages', () => {
  it('supports de, fr, en, nl, it, pl, es with German as default and x-default', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(LANGUAGE_CODES).toEqual(['de', 'fr', 'en', 'nl', 'it', 'pl', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('de');
    expect(X_DEFAULT_LANGUAGE).toBe('de');
  });

  it('keeps UK and US English text sets apart', () => {
    expect(MESSAGE_LOCALES).toContain('en-GB');
    expect(MESSAGE_LOCALES).toContain('en-US');
    expect(MESSAGE_LOCALES).not.toContain('en');
  });

  it('recognises language codes only', () => {
    expect(isLanguageCode('pl')).toBe(true);
    expect(isLanguageCode('en-GB')).toBe(false);
    expect(isLanguageCode('DE')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });

  it.each(LANGUAGE_CODES)('describes %s with prefix, hreflang and names', (code) => {
    const language = LANGUAGES[code];
    expect(language.value).toBe(code);
    expect(language.isActive).toBe(true);
    expect(language.url).toBe(`/${code}/`);
    expect(language.hreflang).toBe(code);
    expect(language.flagIcon).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
    expect(Object.keys(language.textTranslation).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(language.label).toBe(language.textTranslation[code]);
  });

  it('labels each language in its own tongue', () => {
    const labels = LANGUAGE_CODES.map((code) => LANGUAGES[code].label);
    expect(labels).toEqual([
      'Deutsch',
      'Français',
      'English',
      'Nederlands',
      'Italiano',
      'Polski',
      'Español',
    ]);
    expect(LANGUAGES.en.flagIcon).toBe('/flags/gb.svg');
  });
});

describe('localized routes', () => {
  it.each(LANGUAGE_CODES)('%s has every route as a distinct lowercase ASCII slug', (code) => {
    const routes = LANGUAGES[code].routes;
    expect(Object.keys(routes).sort()).toEqual([...ROUTE_NAMES].sort());
    const slugs = ROUTE_NAMES.map((route) => routes[route]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps the German defaults the spec names', () => {
    expect(localizedPath('de', 'cart')).toBe('/de/warenkorb/');
    expect(localizedPath('de', 'login')).toBe('/de/login/');
    expect(localizedPath('de', 'orderHistory')).toBe('/de/order-history/');
    expect(localizedPath('de', 'favorites')).toBe('/de/favorites/');
  });

  it.each([
    ['de', '/de/datenschutz/'],
    ['fr', '/fr/protection-des-donnees-privees/'],
    ['en', '/en/privacy/'],
    ['nl', '/nl/privacybeleid/'],
    ['pl', '/pl/polityka-prywatnosci/'],
    ['it', '/it/riservatezza-dati/'],
    ['es', '/es/proteccion-de-datos/'],
  ] as const)('puts the %s privacy page at %s', (code, path) => {
    expect(localizedPath(code, 'privacy')).toBe(path);
  });

  it('translates routes outside German', () => {
    expect(localizedPath('fr', 'cart')).toBe('/fr/panier/');
    expect(localizedPath('nl', 'search')).toBe('/nl/zoeken/');
    expect(localizedPath('es', 'login')).not.toBe('/es/login/');
  });

  it('finds the route back from every localized path', () => {
    for (const code of LANGUAGE_CODES) {
      for (const route of ROUTE_NAMES) {
        const slug = localizedPath(code, route).split('/')[2] ?? '';
        expect(routeForPath(code, slug)).toBe(route);
        expect(routeForPath(code, `/${slug}/`)).toBe(route);
      }
    }
  });

  it('gives undefined for slugs that are no route in that language', () => {
    expect(routeForPath('de', 'panier')).toBeUndefined();
    expect(routeForPath('fr', '')).toBeUndefined();
    expect(routeForPath('de', 'Warenkorb')).toBeUndefined();
  });

  it('builds product paths of the shape /{language}/p/{id}', () => {
    expect(productPath('nl', '12345')).toBe('/nl/p/12345');
    expect(productPath('de', 'a/b')).toBe('/de/p/a%2Fb');
  });
});
