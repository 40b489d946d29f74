import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { DEFAULT_STORE_KEY, getStore, isStoreKey, STORE_KEYS, STORES } from './stores';

describe('STORES', () => {
  it('has exactly the eleven store countries', () => {
    expect(Object.keys(STORES).sort()).toEqual([...STORE_KEYS].sort());
    expect(STORE_KEYS).toHaveLength(11);
  });

  it.each([
    ['de', 'de-DE', 'EUR'],
    ['nl', 'nl-NL', 'EUR'],
    ['be', 'nl-BE', 'EUR'],
    ['lu', 'nl-LU', 'EUR'],
    ['fr', 'fr-FR', 'EUR'],
    ['it', 'it-IT', 'EUR'],
    ['at', 'de-AT', 'EUR'],
    ['pl', 'pl-PL', 'PLN'],
    ['es', 'es-ES', 'EUR'],
    ['ch', 'de-CH', 'CHF'],
    ['ie', 'de-IE', 'EUR'],
  ] as const)('store %s formats prices in %s and %s', (key, locale, currency) => {
    expect(STORES[key].prices).toEqual({ locale, currency });
  });

  it('uses single sign-on everywhere except Switzerland and Ireland', () => {
    const withSingleSignOn = STORE_KEYS.filter((key) => STORES[key].singleSignOn);
    expect(withSingleSignOn).toEqual(['de', 'nl', 'be', 'lu', 'fr', 'it', 'at', 'pl', 'es']);
    expect(STORES.ch.singleSignOn).toBe(false);
    expect(STORES.ie.singleSignOn).toBe(false);
  });

  it('promises 2-4 days in France, 2-5 in Poland, Italy and Spain, 1-3 elsewhere', () => {
    expect(STORES.fr.deliveryTime).toBe('2-4');
    for (const key of ['pl', 'it', 'es'] as const) expect(STORES[key].deliveryTime).toBe('2-5');
    const oneToThree = STORE_KEYS.filter((key) => STORES[key].deliveryTime === '1-3');
    expect(oneToThree).toEqual(['de', 'nl', 'be', 'lu', 'at', 'ch', 'ie']);
  });

  it.each([
    ['de', 'de', 'Deutsch'],
    ['nl', 'nl', 'Nederlands'],
    ['be', 'nl', 'Nederlands'],
    ['lu', 'fr', 'Français'],
    ['fr', 'fr', 'Français'],
    ['it', 'it', 'Italiano'],
    ['at', 'de', 'Deutsch'],
    ['pl', 'pl', 'Polski'],
    ['es', 'es', 'Español'],
    ['ch', 'de', 'Deutsch'],
    ['ie', 'en', 'English'],
  ] as const)('store %s defaults to language %s labelled %s', (key, language, label) => {
    expect(STORES[key].defaultLanguage).toBe(language);
    expect(STORES[key].languageLabel).toBe(label);
  });

  it('gives only the German store a locale', () => {
    expect(STORES.de.locale).toBe('de');
    for (const key of STORE_KEYS.filter((k) => k !== 'de')) {
      expect(STORES[key]).not.toHaveProperty('locale');
    }
  });

  it('derives code, flag, domain and search instance from the key', () => {
    for (const key of STORE_KEYS) {
      const store = STORES[key];
      expect(store.key).toBe(key);
      expect(store.code).toBe(key.toUpperCase());
      expect(store.flagIcon).toBe(`/flags/${key}.svg`);
      expect(store.shopDomain).toBe(`${key}.shop.example`);
      expect(store.searchInstance).toBe(`shop-${key}`);
    }
  });

  it('names every store country in every language', () => {
    for (const key of STORE_KEYS) {
      expect(Object.keys(STORES[key].nameTranslation).sort()).toEqual([...LANGUAGE_CODES].sort());
    }
    expect(STORES.ch.nameTranslation.de).toBe('Schweiz');
    expect(STORES.at.nameTranslation.en).toBe('Austria');
  });
});

describe('store lookup', () => {
  it('defaults to Germany and finds stores by key', () => {
    expect(DEFAULT_STORE_KEY).toBe('de');
    expect(getStore('pl')).toBe(STORES.pl);
  });

  it('recognises store keys only', () => {
    expect(isStoreKey('ch')).toBe(true);
    expect(isStoreKey('gb')).toBe(false);
    expect(isStoreKey('DE')).toBe(false);
    expect(isStoreKey(undefined)).toBe(false);
  });
});
