import type { MessageLocale } from '@shop/shop-config';
import accountDe from '../../messages/features/account/de.json';
import accountEnGB from '../../messages/features/account/en-GB.json';
import accountEnUS from '../../messages/features/account/en-US.json';
import accountEs from '../../messages/features/account/es.json';
import accountFr from '../../messages/features/account/fr.json';
import accountIt from '../../messages/features/account/it.json';
import accountNl from '../../messages/features/account/nl.json';
import accountPl from '../../messages/features/account/pl.json';
import listingDe from '../../messages/features/listing/de.json';
import listingEnGB from '../../messages/features/listing/en-GB.json';
import listingEnUS from '../../messages/features/listing/en-US.json';
import listingEs from '../../messages/features/listing/es.json';
import listingFr from '../../messages/features/listing/fr.json';
import listingIt from '../../messages/features/listing/it.json';
import listingNl from '../../messages/features/listing/nl.json';
import listingPl from '../../messages/features/listing/pl.json';
import newsletterDe from '../../messages/features/newsletter/de.json';
import newsletterEnGB from '../../messages/features/newsletter/en-GB.json';
import newsletterEnUS from '../../messages/features/newsletter/en-US.json';
import newsletterEs from '../../messages/features/newsletter/es.json';
import newsletterFr from '../../messages/features/newsletter/fr.json';
import newsletterIt from '../../messages/features/newsletter/it.json';
import newsletterNl from '../../messages/features/newsletter/nl.json';
import newsletterPl from '../../messages/features/newsletter/pl.json';
import productDe from '../../messages/features/product/de.json';
import productEnGB from '../../messages/features/product/en-GB.json';
import productEnUS from '../../messages/features/product/en-US.json';
import productEs from '../../messages/features/product/es.json';
import productFr from '../../messages/features/product/fr.json';
import productIt from '../../messages/features/product/it.json';
import productNl from '../../messages/features/product/nl.json';
import productPl from '../../messages/features/product/pl.json';
import reviewsDe from '../../messages/features/reviews/de.json';
import reviewsEnGB from '../../messages/features/reviews/en-GB.json';
import reviewsEnUS from '../../messages/features/reviews/en-US.json';
import reviewsEs from '../../messages/features/reviews/es.json';
import reviewsFr from '../../messages/features/reviews/fr.json';
import reviewsIt from '../../messages/features/reviews/it.json';
import reviewsNl from '../../messages/features/reviews/nl.json';
import reviewsPl from '../../messages/features/reviews/pl.json';

/*
 * Feature catalogs: each feature of the shop keeps its texts in messages/features/<feature>/,
 * one file per message locale, merged into the base catalog by messages.ts. Their top-level
 * keys are namespaces of their own, so features never edit each other's files.
 */
const account = {
  de: accountDe,
  fr: accountFr,
  'en-GB': accountEnGB,
  'en-US': accountEnUS,
  nl: accountNl,
  it: accountIt,
  pl: accountPl,
  es: accountEs,
};
const listing = {
  de: listingDe,
  fr: listingFr,
  'en-GB': listingEnGB,
  'en-US': listingEnUS,
  nl: listingNl,
  it: listingIt,
  pl: listingPl,
  es: listingEs,
};
const product = {
  de: productDe,
  fr: productFr,
  'en-GB': productEnGB,
  'en-US': productEnUS,
  nl: productNl,
  it: productIt,
  pl: productPl,
  es: productEs,
};
const reviews = {
  de: reviewsDe,
  fr: reviewsFr,
  'en-GB': reviewsEnGB,
  'en-US': reviewsEnUS,
  nl: reviewsNl,
  it: reviewsIt,
  pl: reviewsPl,
  es: reviewsEs,
};
const newsletter = {
  de: newsletterDe,
  fr: newsletterFr,
  'en-GB': newsletterEnGB,
  'en-US': newsletterEnUS,
  nl: newsletterNl,
  it: newsletterIt,
  pl: newsletterPl,
  es: newsletterEs,
};

/** The German feature texts, the reference every locale must match. */
export type FeatureMessages = typeof listingDe &
  typeof productDe &
  typeof reviewsDe &
  typeof newsletterDe &
  typeof accountDe;

/** All feature namespaces of a message locale, in one object. */
export function featureCatalog(locale: MessageLocale): FeatureMessages {
  return {
    ...listing[locale],
    ...product[locale],
    ...reviews[locale],
    ...newsletter[locale],
    ...account[locale],
  } as FeatureMessages;
}
