/**
 * Builders for technical data rows: each takes language-neutral facts (grams, centimetres,
 * counts) and writes the value in every language's number format and words.
 */
import type { LanguageCode } from '@shop/shop-config';
import type { GenderFit, Localized, TechnicalRowSeed } from '../types';
import {
  CARE_WASH_30,
  FIBRES,
  type Fibre,
  GENDER_FIT_WORDS,
  MEASURING_RANGE,
  PIECES,
  POWER_SUPPLIES,
  type PowerSupply,
  ROW,
  ROW_LABELS,
  type RowName,
} from './technical-labels';

const NUMBER_LOCALES: Readonly<Record<LanguageCode, string>> = {
  de: 'de-DE',
  fr: 'fr-FR',
  en: 'en-GB',
  nl: 'nl-NL',
  it: 'it-IT',
  pl: 'pl-PL',
  es: 'es-ES',
};

export function formatNumber(value: number, locale: LanguageCode): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

export function perLocale(text: (locale: LanguageCode) => string): Localized {
  return {
    de: text('de'),
    fr: text('fr'),
    en: text('en'),
    nl: text('nl'),
    it: text('it'),
    pl: text('pl'),
    es: text('es'),
  };
}

/** '13.5-21.5cm' (the stored facet value) as '13,5–21,5 cm' in German. */
export function cuffSizeLabel(cuffSize: string, locale: LanguageCode): string {
  const match = /^([\d.]+)-([\d.]+)cm$/.exec(cuffSize);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected cuff size ${cuffSize}`);
  return `${formatNumber(Number(match[1]), locale)}–${formatNumber(Number(match[2]), locale)} cm`;
}

const YEARS: Localized = {
  de: '{n} Jahre',
  fr: '{n} ans',
  en: '{n} years',
  nl: '{n} jaar',
  it: '{n} anni',
  pl: '{n} lat',
  es: '{n} años',
};

function years(count: number, locale: LanguageCode): string {
  // Polish uses 'lata' after 2, 3 and 4, 'lat' after 5 and more.
  const pattern = locale === 'pl' && count >= 2 && count <= 4 ? '{n} lata' : YEARS[locale];
  return pattern.replace('{n}', String(count));
}

function row(name: RowName, value: Localized): TechnicalRowSeed {
  return { rowId: ROW[name], label: ROW_LABELS[name], value };
}

export const technicalRow = {
  weight: (grams: number) =>
    row(
      'weight',
      perLocale((locale) =>
        grams >= 1000 ? `${formatNumber(grams / 1000, locale)} kg` : `${grams} g`,
      ),
    ),
  dimensions: (width: number, height: number, depth: number) =>
    row(
      'dimensions',
      perLocale(
        (locale) =>
          `${formatNumber(width, locale)} × ${formatNumber(height, locale)} × ${formatNumber(depth, locale)} cm`,
      ),
    ),
  powerSupply: (supply: PowerSupply) => row('powerSupply', POWER_SUPPLIES[supply]),
  memory: (users: number, readingsPerUser: number) =>
    row(
      'memory',
      perLocale(() => `${users} × ${readingsPerUser}`),
    ),
  measuringRange: () => row('measuringRange', MEASURING_RANGE),
  cuffCircumference: (cuffSizes: readonly string[]) =>
    row(
      'cuffCircumference',
      perLocale((locale) => cuffSizes.map((size) => cuffSizeLabel(size, locale)).join(', ')),
    ),
  channels: (count: number) =>
    row(
      'channels',
      perLocale(() => String(count)),
    ),
  electrodes: (count: number) =>
    row(
      'electrodes',
      perLocale(() => String(count)),
    ),
  programs: (count: number) =>
    row(
      'programs',
      perLocale(() => String(count)),
    ),
  material: (parts: readonly (readonly [Fibre, number])[]) =>
    row(
      'material',
      perLocale((locale) =>
        parts
          .map(
            ([fibre, percent]) =>
              `${percent}${locale === 'en' ? '%' : ' %'} ${FIBRES[fibre][locale]}`,
          )
          .join(', '),
      ),
    ),
  care: () => row('care', CARE_WASH_30),
  warranty: (count: number) =>
    row(
      'warranty',
      perLocale((locale) => years(count, locale)),
    ),
  contents: (value: Localized) => row('contents', value),
  pieces: (count: number) =>
    row(
      'contents',
      perLocale((locale) => PIECES[locale].replace('{n}', String(count))),
    ),
  volume: (millilitres: number) =>
    row(
      'contents',
      perLocale(() => `${millilitres} ml`),
    ),
  outputVoltage: (volts: number, milliamperes: number) =>
    row(
      'outputVoltage',
      perLocale((locale) => `${formatNumber(volts, locale)} V / ${milliamperes} mA`),
    ),
  genderFit: (fit: GenderFit) => row('genderFit', GENDER_FIT_WORDS[fit]),
};
