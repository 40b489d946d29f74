/**
 * Composes a product's texts in all seven languages from its type, model, brand and
 * features: title, slug, subtitle, a two- or three-sentence description and the bullets.
 */
import type { LanguageCode } from '@shop/shop-config';
import { slugify } from '../slug';
import type { Localized, ProductText, ProductType } from '../types';
import { CLOSING_SENTENCES, type ClosingSentence, DESCRIPTIONS } from './descriptions';
import { ACCESSORY_FEATURES } from './features-accessories';
import { DEVICE_FEATURES } from './features-devices';
import { perLocale } from './technical-rows';
import { SUBTITLES, TITLE_PATTERNS } from './titles';

const FEATURES = { ...DEVICE_FEATURES, ...ACCESSORY_FEATURES };
export type FeatureKey = keyof typeof FEATURES;

/** A feature bullet, or one with a number such as ['programs', 20]. */
export type Feature = FeatureKey | readonly [FeatureKey, number];

export function featureLabel(feature: Feature, locale: LanguageCode): string {
  if (typeof feature === 'string') return FEATURES[feature][locale];
  const [key, count] = feature;
  return FEATURES[key][locale].replace('{n}', String(count));
}

export function productTitles(type: ProductType, model: string): Localized {
  return perLocale((locale) => TITLE_PATTERNS[type][locale].replace('{model}', model));
}

export interface ProductTextInput {
  type: ProductType;
  model: string;
  brand: string;
  features: readonly Feature[];
  closing?: ClosingSentence;
}

export function productTexts(input: ProductTextInput): Readonly<Record<LanguageCode, ProductText>> {
  const titles = productTitles(input.type, input.model);
  const text = (locale: LanguageCode): ProductText => {
    const description = DESCRIPTIONS[input.type][locale]
      .replace('{model}', input.model)
      .replace('{brand}', input.brand);
    const closing = input.closing ? ` ${CLOSING_SENTENCES[input.closing][locale]}` : '';
    return {
      title: titles[locale],
      slug: slugify(titles[locale]),
      subtitle: SUBTITLES[input.type][locale],
      description: `${description}${closing}`,
      functions: input.features.map((feature) => featureLabel(feature, locale)).join('\n'),
    };
  };
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
