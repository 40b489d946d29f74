import type { LanguageCode, MessageLocale } from '@shop/shop-config';
import secondDe from '../../messages/brands/second/de.json';
import secondEnGB from '../../messages/brands/second/en-GB.json';
import secondEnUS from '../../messages/brands/second/en-US.json';
import secondEs from '../../messages/brands/second/es.json';
import secondFr from '../../messages/brands/second/fr.json';
import secondIt from '../../messages/brands/second/it.json';
import secondNl from '../../messages/brands/second/nl.json';
import secondPl from '../../messages/brands/second/pl.json';
import de from '../../messages/de.json';
import enGB from '../../messages/en-GB.json';
import enUS from '../../messages/en-US.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';
import it from '../../messages/it.json';
import nl from '../../messages/nl.json';
import pl from '../../messages/pl.json';
import type { Brand } from '../env';
import { type FeatureMessages, featureCatalog } from './feature-catalogs';

/** The German catalog is the reference: every other catalog has exactly its keys. */
export type Messages = typeof de & FeatureMessages;

/** A catalog as data: ICU message strings, nested by namespace. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Each message locale's base catalog; typing them as Messages makes a missing key a type error. */
export const BASE_CATALOGS: Readonly<Record<MessageLocale, Messages>> = {
  de: { ...de, ...featureCatalog('de') },
  fr: { ...fr, ...featureCatalog('fr') },
  'en-GB': { ...enGB, ...featureCatalog('en-GB') },
  'en-US': { ...enUS, ...featureCatalog('en-US') },
  nl: { ...nl, ...featureCatalog('nl') },
  it: { ...it, ...featureCatalog('it') },
  pl: { ...pl, ...featureCatalog('pl') },
  es: { ...es, ...featureCatalog('es') },
};

/** Per brand, the messages that differ from the base catalog (a subset of its keys). */
export const BRAND_OVERRIDES: Readonly<
  Record<Exclude<Brand, 'default'>, Readonly<Record<MessageLocale, MessageTree>>>
> = {
  second: {
    de: secondDe,
    fr: secondFr,
    'en-GB': secondEnGB,
    'en-US': secondEnUS,
    nl: secondNl,
    it: secondIt,
    pl: secondPl,
    es: secondEs,
  },
};

/** The text set of a language: its own, except English, which has a UK and a US variant. */
export function messageLocaleFor(
  language: LanguageCode,
  englishVariant: Extract<MessageLocale, `en-${string}`>,
): MessageLocale {
  return language === 'en' ? englishVariant : language;
}

/**
 * A message rather than a namespace. In the production build the catalogs arrive
 * precompiled (next.config.ts), where a message with arguments is an array.
 */
function isMessage(value: MessageTree[string] | undefined): boolean {
  return typeof value === 'string' || Array.isArray(value);
}

/** Deep merge: override's strings replace base's, nested namespaces merge key by key. */
export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      isMessage(value) || current === undefined || isMessage(current)
        ? value
        : mergeMessages(current as MessageTree, value as MessageTree);
  }
  return merged;
}

/** The messages a page shows for a message locale and brand. */
export function catalogFor(locale: MessageLocale, brand: Brand): MessageTree {
  const base = BASE_CATALOGS[locale];
  return brand === 'default' ? base : mergeMessages(base, BRAND_OVERRIDES[brand][locale]);
}
