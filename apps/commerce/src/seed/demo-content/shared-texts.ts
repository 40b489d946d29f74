/**
 * Link names that header, footer and flyouts share, and the payment methods and carriers
 * offered per language (iDEAL and Bancontact in Dutch, BLIK in Polish, ...), so one
 * change reaches every place that shows them.
 */
import type { ContentImage } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { Localized } from './links';
import { type ContentMediaName, mediaUrl } from './media';

export interface SharedTexts {
  serviceLinks: [shipping: string, returns: string, payment: string, faq: string];
  accountLinks: [login: string, orders: string, personal: string, favorites: string];
  myAccount: string;
  privacy: string;
}

export const SHARED_TEXTS: Localized<SharedTexts> = {
  de: {
    serviceLinks: [
      'Versand & Lieferzeiten',
      'Rücksendung & Geld zurück',
      'Zahlungsarten',
      'Häufige Fragen',
    ],
    accountLinks: ['Anmelden', 'Meine Bestellungen', 'Persönliche Daten', 'Merkzettel'],
    myAccount: 'Mein Konto',
    privacy: 'Datenschutz',
  },
  fr: {
    serviceLinks: [
      'Livraison & délais',
      'Retours & remboursement',
      'Moyens de paiement',
      'Questions fréquentes',
    ],
    accountLinks: ['Se connecter', 'Mes commandes', 'Données personnelles', 'Favoris'],
    myAccount: 'Mon compte',
    privacy: 'Protection des données',
  },
  en: {
    serviceLinks: [
      'Delivery & lead times',
      'Returns & refunds',
      'Payment methods',
      'Frequently asked questions',
    ],
    accountLinks: ['Log in', 'My orders', 'Personal details', 'Wish list'],
    myAccount: 'My account',
    privacy: 'Privacy',
  },
  nl: {
    serviceLinks: [
      'Verzending & levertijden',
      'Retourneren & geld terug',
      'Betaalmethoden',
      'Veelgestelde vragen',
    ],
    accountLinks: ['Inloggen', 'Mijn bestellingen', 'Persoonlijke gegevens', 'Verlanglijst'],
    myAccount: 'Mijn account',
    privacy: 'Privacybeleid',
  },
  it: {
    serviceLinks: [
      'Spedizione & tempi di consegna',
      'Resi & rimborsi',
      'Metodi di pagamento',
      'Domande frequenti',
    ],
    accountLinks: ['Accedi', 'I miei ordini', 'Dati personali', 'Preferiti'],
    myAccount: 'Il mio account',
    privacy: 'Riservatezza dei dati',
  },
  pl: {
    serviceLinks: [
      'Dostawa i terminy',
      'Zwroty i zwrot pieniędzy',
      'Metody płatności',
      'Najczęstsze pytania',
    ],
    accountLinks: ['Zaloguj się', 'Moje zamówienia', 'Dane osobowe', 'Ulubione'],
    myAccount: 'Moje konto',
    privacy: 'Polityka prywatności',
  },
  es: {
    serviceLinks: [
      'Envío y plazos de entrega',
      'Devoluciones y reembolsos',
      'Formas de pago',
      'Preguntas frecuentes',
    ],
    accountLinks: ['Iniciar sesión', 'Mis pedidos', 'Datos personales', 'Favoritos'],
    myAccount: 'Mi cuenta',
    privacy: 'Protección de datos',
  },
};

const PAYMENT_METHODS: Localized<readonly ContentMediaName[]> = {
  de: [
    'payment/paypal',
    'payment/klarna',
    'payment/visa',
    'payment/mastercard',
    'payment/apple-pay',
  ],
  fr: [
    'payment/cartes-bancaires',
    'payment/visa',
    'payment/mastercard',
    'payment/paypal',
    'payment/apple-pay',
  ],
  en: ['payment/visa', 'payment/mastercard', 'payment/amex', 'payment/paypal', 'payment/apple-pay'],
  nl: [
    'payment/ideal',
    'payment/bancontact',
    'payment/paypal',
    'payment/visa',
    'payment/mastercard',
    'payment/klarna',
  ],
  it: ['payment/paypal', 'payment/visa', 'payment/mastercard', 'payment/amex', 'payment/klarna'],
  pl: ['payment/blik', 'payment/paypal', 'payment/visa', 'payment/mastercard'],
  es: ['payment/bizum', 'payment/visa', 'payment/mastercard', 'payment/paypal'],
};

const CARRIERS: Localized<readonly ContentMediaName[]> = {
  de: ['shipping/dhl', 'shipping/dpd'],
  fr: ['shipping/colissimo', 'shipping/dpd'],
  en: ['shipping/ups', 'shipping/dhl'],
  nl: ['shipping/postnl', 'shipping/dhl'],
  it: ['shipping/brt', 'shipping/gls'],
  pl: ['shipping/inpost', 'shipping/dpd'],
  es: ['shipping/correos', 'shipping/gls'],
};

/** Brand names as written under the badges; they are names, so they stay untranslated. */
const IMAGE_NAMES: Partial<Record<ContentMediaName, string>> = {
  'payment/paypal': 'PayPal',
  'payment/klarna': 'Klarna',
  'payment/visa': 'Visa',
  'payment/mastercard': 'Mastercard',
  'payment/apple-pay': 'Apple Pay',
  'payment/cartes-bancaires': 'Cartes Bancaires',
  'payment/amex': 'American Express',
  'payment/ideal': 'iDEAL',
  'payment/bancontact': 'Bancontact',
  'payment/blik': 'BLIK',
  'payment/bizum': 'Bizum',
  'shipping/dhl': 'DHL',
  'shipping/dpd': 'DPD',
  'shipping/colissimo': 'Colissimo',
  'shipping/ups': 'UPS',
  'shipping/postnl': 'PostNL',
  'shipping/brt': 'BRT',
  'shipping/gls': 'GLS',
  'shipping/inpost': 'InPost',
  'shipping/correos': 'Correos',
};

function images(names: readonly ContentMediaName[]): ContentImage[] {
  return names.map((name) => ({ src: mediaUrl(name), alt: IMAGE_NAMES[name] ?? name }));
}

export function paymentImages(language: LanguageCode): ContentImage[] {
  return images(PAYMENT_METHODS[language]);
}

export function carrierImages(language: LanguageCode): ContentImage[] {
  return images(CARRIERS[language]);
}
