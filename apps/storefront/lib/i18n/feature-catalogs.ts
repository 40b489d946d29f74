import type { MessageLocale } from '@shop/shop-config';
import accountDe from '../../messages/features/account/de.json';
import accountEnGB from '../../messages/features/account/en-GB.json';
import accountEnUS from '../../messages/features/account/en-US.json';
import accountEs from '../../messages/features/account/es.json';
import accountFr from '../../messages/features/account/fr.json';
import accountIt from '../../messages/features/account/it.json';
import accountNl from '../../messages/features/account/nl.json';
import accountPl from '../../messages/features/account/pl.json';
import cartDe from '../../messages/features/cart/de.json';
import cartEnGB from '../../messages/features/cart/en-GB.json';
import cartEnUS from '../../messages/features/cart/en-US.json';
import cartEs from '../../messages/features/cart/es.json';
import cartFr from '../../messages/features/cart/fr.json';
import cartIt from '../../messages/features/cart/it.json';
import cartNl from '../../messages/features/cart/nl.json';
import cartPl from '../../messages/features/cart/pl.json';
import checkoutDe from '../../messages/features/checkout/de.json';
import checkoutEnGB from '../../messages/features/checkout/en-GB.json';
import checkoutEnUS from '../../messages/features/checkout/en-US.json';
import checkoutEs from '../../messages/features/checkout/es.json';
import checkoutFr from '../../messages/features/checkout/fr.json';
import checkoutIt from '../../messages/features/checkout/it.json';
import checkoutNl from '../../messages/features/checkout/nl.json';
import checkoutPl from '../../messages/features/checkout/pl.json';
import favoritesDe from '../../messages/features/favorites/de.json';
import favoritesEnGB from '../../messages/features/favorites/en-GB.json';
import favoritesEnUS from '../../messages/features/favorites/en-US.json';
import favoritesEs from '../../messages/features/favorites/es.json';
import favoritesFr from '../../messages/features/favorites/fr.json';
import favoritesIt from '../../messages/features/favorites/it.json';
import favoritesNl from '../../messages/features/favorites/nl.json';
import favoritesPl from '../../messages/features/favorites/pl.json';
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
import operationsDe from '../../messages/features/operations/de.json';
import operationsEnGB from '../../messages/features/operations/en-GB.json';
import operationsEnUS from '../../messages/features/operations/en-US.json';
import operationsEs from '../../messages/features/operations/es.json';
import operationsFr from '../../messages/features/operations/fr.json';
import operationsIt from '../../messages/features/operations/it.json';
import operationsNl from '../../messages/features/operations/nl.json';
import operationsPl from '../../messages/features/operations/pl.json';
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
const cart = {
  de: cartDe,
  fr: cartFr,
  'en-GB': cartEnGB,
  'en-US': cartEnUS,
  nl: cartNl,
  it: cartIt,
  pl: cartPl,
  es: cartEs,
};
// Typed as the German catalog: a union of eight locale types makes the spread too complex.
const checkout: Record<MessageLocale, typeof checkoutDe> = {
  de: checkoutDe,
  fr: checkoutFr,
  'en-GB': checkoutEnGB,
  'en-US': checkoutEnUS,
  nl: checkoutNl,
  it: checkoutIt,
  pl: checkoutPl,
  es: checkoutEs,
};
const favorites = {
  de: favoritesDe,
  fr: favoritesFr,
  'en-GB': favoritesEnGB,
  'en-US': favoritesEnUS,
  nl: favoritesNl,
  it: favoritesIt,
  pl: favoritesPl,
  es: favoritesEs,
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
const operations = {
  de: operationsDe,
  fr: operationsFr,
  'en-GB': operationsEnGB,
  'en-US': operationsEnUS,
  nl: operationsNl,
  it: operationsIt,
  pl: operationsPl,
  es: operationsEs,
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

/** The German feature texts, the reference every locale must match. */
export type FeatureMessages = typeof accountDe &
  typeof cartDe &
  typeof checkoutDe &
  typeof favoritesDe &
  typeof listingDe &
  typeof newsletterDe &
  typeof operationsDe &
  typeof productDe &
  typeof reviewsDe;

/** All feature namespaces of a message locale, in one object. */
export function featureCatalog(locale: MessageLocale): FeatureMessages {
  return {
    ...account[locale],
    ...cart[locale],
    ...checkout[locale],
    ...favorites[locale],
    ...listing[locale],
    ...newsletter[locale],
    ...operations[locale],
    ...product[locale],
    ...reviews[locale],
  } as FeatureMessages;
}
