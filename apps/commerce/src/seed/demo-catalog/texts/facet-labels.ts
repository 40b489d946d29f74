/**
 * Filter values of the listing (spec 2.6: cuff size, function, operating mode) and their
 * labels in every language. Products store the language-neutral value only.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import type { Facet } from '../../../modules/catalog/schema';
import type { Localized } from '../types';
import { DEVICE_FEATURES } from './features-devices';
import { cuffSizeLabel, perLocale } from './technical-rows';

export const CUFF_SIZES = ['13.5-21.5cm', '16-22cm', '22-32cm', '22-42cm', '32-48cm'] as const;
export type CuffSize = (typeof CUFF_SIZES)[number];

export const FUNCTION_VALUES = [
  'arrhythmia-detection',
  'app-connection',
  'bluetooth',
  'risk-indicator',
  'two-users',
  'tens',
  'ems',
  'massage',
  'rechargeable',
] as const;
export type FunctionValue = (typeof FUNCTION_VALUES)[number];

export const OPERATING_MODE_VALUES = ['fully-automatic', 'semi-automatic'] as const;
export type OperatingMode = (typeof OPERATING_MODE_VALUES)[number];

export const OPERATING_MODES: Readonly<Record<OperatingMode, Localized>> = {
  'fully-automatic': {
    de: 'Vollautomatisch',
    fr: 'Entièrement automatique',
    en: 'Fully automatic',
    nl: 'Volautomatisch',
    it: 'Completamente automatico',
    pl: 'W pełni automatyczny',
    es: 'Totalmente automático',
  },
  'semi-automatic': {
    de: 'Halbautomatisch',
    fr: 'Semi-automatique',
    en: 'Semi-automatic',
    nl: 'Halfautomatisch',
    it: 'Semiautomatico',
    pl: 'Półautomatyczny',
    es: 'Semiautomático',
  },
};

export interface FacetValueLabel {
  facet: Facet;
  value: string;
  locale: LanguageCode;
  label: string;
}

function labelsOf(facet: Facet, value: string, labels: Localized): FacetValueLabel[] {
  return LANGUAGE_CODES.map((locale) => ({ facet, value, locale, label: labels[locale] }));
}

/** Every filter value the demo catalog can use, labelled in all seven languages. */
export function facetValueLabels(): FacetValueLabel[] {
  return [
    ...CUFF_SIZES.flatMap((size) =>
      labelsOf(
        'cuffSize',
        size,
        perLocale((locale) => cuffSizeLabel(size, locale)),
      ),
    ),
    ...FUNCTION_VALUES.flatMap((value) => labelsOf('function', value, DEVICE_FEATURES[value])),
    ...OPERATING_MODE_VALUES.flatMap((mode) =>
      labelsOf('operatingMode', mode, OPERATING_MODES[mode]),
    ),
  ];
}
