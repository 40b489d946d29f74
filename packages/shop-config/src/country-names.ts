import type { LanguageCode } from './languages';

/**
 * Every country the shop names: the eleven store countries followed by the further delivery
 * countries of the selector (spec section 1). Codes are lowercase ISO 3166-1 alpha-2, except that
 * the spec's 'uk' is always written 'gb' (spec 2.1).
 */
export const COUNTRY_CODES = [
  'de',
  'nl',
  'be',
  'lu',
  'fr',
  'it',
  'at',
  'pl',
  'es',
  'ch',
  'ie',
  'gb',
  'cz',
  'dk',
  'se',
  'pt',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return COUNTRY_CODES.some((code) => code === value);
}

/**
 * Trims and lowercases a country code from a header, cookie or URL and writes 'uk' as 'gb'
 * (spec 2.1), so every lookup compares like with like. The result is not checked further.
 */
export function normaliseCountryCode(value: string): string {
  const code = value.trim().toLowerCase();
  return code === 'uk' ? 'gb' : code;
}

/** Folder of the flag images served by the storefront. */
export const FLAG_ICON_DIRECTORY = '/flags';

export function flagIconPath(country: CountryCode): string {
  return `${FLAG_ICON_DIRECTORY}/${country}.svg`;
}

/** Each country's name in every content language, kept once for stores and delivery countries. */
export const COUNTRY_NAMES: Readonly<Record<CountryCode, Readonly<Record<LanguageCode, string>>>> =
  {
    de: {
      de: 'Deutschland',
      fr: 'Allemagne',
      en: 'Germany',
      nl: 'Duitsland',
      it: 'Germania',
      pl: 'Niemcy',
      es: 'Alemania',
    },
    nl: {
      de: 'Niederlande',
      fr: 'Pays-Bas',
      en: 'Netherlands',
      nl: 'Nederland',
      it: 'Paesi Bassi',
      pl: 'Holandia',
      es: 'Países Bajos',
    },
    be: {
      de: 'Belgien',
      fr: 'Belgique',
      en: 'Belgium',
      nl: 'België',
      it: 'Belgio',
      pl: 'Belgia',
      es: 'Bélgica',
    },
    lu: {
      de: 'Luxemburg',
      fr: 'Luxembourg',
      en: 'Luxembourg',
      nl: 'Luxemburg',
      it: 'Lussemburgo',
      pl: 'Luksemburg',
      es: 'Luxemburgo',
    },
    fr: {
      de: 'Frankreich',
      fr: 'France',
      en: 'France',
      nl: 'Frankrijk',
      it: 'Francia',
      pl: 'Francja',
      es: 'Francia',
    },
    it: {
      de: 'Italien',
      fr: 'Italie',
      en: 'Italy',
      nl: 'Italië',
      it: 'Italia',
      pl: 'Włochy',
      es: 'Italia',
    },
    at: {
      de: 'Österreich',
      fr: 'Autriche',
      en: 'Austria',
      nl: 'Oostenrijk',
      it: 'Austria',
      pl: 'Austria',
      es: 'Austria',
    },
    pl: {
      de: 'Polen',
      fr: 'Pologne',
      en: 'Poland',
      nl: 'Polen',
      it: 'Polonia',
      pl: 'Polska',
      es: 'Polonia',
    },
    es: {
      de: 'Spanien',
      fr: 'Espagne',
      en: 'Spain',
      nl: 'Spanje',
      it: 'Spagna',
      pl: 'Hiszpania',
      es: 'España',
    },
    ch: {
      de: 'Schweiz',
      fr: 'Suisse',
      en: 'Switzerland',
      nl: 'Zwitserland',
      it: 'Svizzera',
      pl: 'Szwajcaria',
      es: 'Suiza',
    },
    ie: {
      de: 'Irland',
      fr: 'Irlande',
      en: 'Ireland',
      nl: 'Ierland',
      it: 'Irlanda',
      pl: 'Irlandia',
      es: 'Irlanda',
    },
    gb: {
      de: 'Vereinigtes Königreich',
      fr: 'Royaume-Uni',
      en: 'United Kingdom',
      nl: 'Verenigd Koninkrijk',
      it: 'Regno Unito',
      pl: 'Wielka Brytania',
      es: 'Reino Unido',
    },
    cz: {
      de: 'Tschechien',
      fr: 'Tchéquie',
      en: 'Czech Republic',
      nl: 'Tsjechië',
      it: 'Repubblica Ceca',
      pl: 'Czechy',
      es: 'República Checa',
    },
    dk: {
      de: 'Dänemark',
      fr: 'Danemark',
      en: 'Denmark',
      nl: 'Denemarken',
      it: 'Danimarca',
      pl: 'Dania',
      es: 'Dinamarca',
    },
    se: {
      de: 'Schweden',
      fr: 'Suède',
      en: 'Sweden',
      nl: 'Zweden',
      it: 'Svezia',
      pl: 'Szwecja',
      es: 'Suecia',
    },
    pt: {
      de: 'Portugal',
      fr: 'Portugal',
      en: 'Portugal',
      nl: 'Portugal',
      it: 'Portogallo',
      pl: 'Portugalia',
      es: 'Portugal',
    },
  };
