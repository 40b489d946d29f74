import { flagIconPath } from './country-names';

/** Content languages of the shop (spec section 1 and section 9 "Supported languages"). */
export const LANGUAGE_CODES = ['de', 'fr', 'en', 'nl', 'it', 'pl', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Default language when a request names none or an unknown one (spec section 9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'de';

/** Language whose pages are announced as hreflang="x-default" in the alternate links (spec 2.4). */
export const X_DEFAULT_LANGUAGE: LanguageCode = 'de';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.some((code) => code === value);
}

/**
 * Text sets are kept per message locale, not per language: English exists in a UK and a US
 * variant (spec section 1), so the storefront picks one of these when loading messages.
 */
export const MESSAGE_LOCALES = ['de', 'fr', 'en-GB', 'en-US', 'nl', 'it', 'pl', 'es'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** Localized routes that exist for every language (spec 2.1), plus the privacy page. */
export const ROUTE_NAMES = [
  'search',
  'cart',
  'blog',
  'favorites',
  'login',
  'orderHistory',
  'personal',
  'address',
  'changePassword',
  'resetPassword',
  'activateAccount',
  'privacy',
  'newsletterConfirmation',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** A language entry as offered in the language selector (spec section 3 "Language entry"). */
export interface Language {
  readonly value: LanguageCode;
  readonly isActive: true;
  /** The name of this language written in each content language, for the selector. */
  readonly textTranslation: Readonly<Record<LanguageCode, string>>;
  readonly flagIcon: string;
  /** Home path of the language, e.g. '/de/'. */
  readonly url: string;
  readonly hreflang: LanguageCode;
  /** Native name, e.g. 'Deutsch'. */
  readonly label: string;
  /** Path segment per route, without language prefix and without slashes, e.g. 'warenkorb'. */
  readonly routes: Readonly<Record<RouteName, string>>;
}

/*
 * Route slugs. German keeps the defaults the spec names (/favorites, /order-history, /de/login/,
 * /warenkorb/); the others are ASCII kebab-case words in their own language. Privacy paths are
 * exactly those of spec 2.1. Slugs of one language are distinct so routeForPath is unambiguous.
 */
const ROUTES: Record<LanguageCode, Record<RouteName, string>> = {
  de: {
    search: 'suche',
    cart: 'warenkorb',
    blog: 'blog',
    favorites: 'favorites',
    login: 'login',
    orderHistory: 'order-history',
    personal: 'persoenliche-daten',
    address: 'adresse',
    changePassword: 'passwort-aendern',
    resetPassword: 'passwort-zuruecksetzen',
    activateAccount: 'konto-aktivieren',
    privacy: 'datenschutz',
    newsletterConfirmation: 'newsletter-bestaetigen',
  },
  fr: {
    search: 'recherche',
    cart: 'panier',
    blog: 'blog',
    favorites: 'favoris',
    login: 'connexion',
    orderHistory: 'historique-des-commandes',
    personal: 'donnees-personnelles',
    address: 'adresse',
    changePassword: 'modifier-le-mot-de-passe',
    resetPassword: 'reinitialiser-le-mot-de-passe',
    activateAccount: 'activer-le-compte',
    privacy: 'protection-des-donnees-privees',
    newsletterConfirmation: 'confirmer-newsletter',
  },
  en: {
    search: 'search',
    cart: 'cart',
    blog: 'blog',
    favorites: 'favorites',
    login: 'login',
    orderHistory: 'order-history',
    personal: 'personal-data',
    address: 'address',
    changePassword: 'change-password',
    resetPassword: 'reset-password',
    activateAccount: 'activate-account',
    privacy: 'privacy',
    newsletterConfirmation: 'confirm-newsletter',
  },
  nl: {
    search: 'zoeken',
    cart: 'winkelwagen',
    blog: 'blog',
    favorites: 'favorieten',
    login: 'inloggen',
    orderHistory: 'bestelgeschiedenis',
    personal: 'persoonlijke-gegevens',
    address: 'adres',
    changePassword: 'wachtwoord-wijzigen',
    resetPassword: 'wachtwoord-herstellen',
    activateAccount: 'account-activeren',
    privacy: 'privacybeleid',
    newsletterConfirmation: 'nieuwsbrief-bevestigen',
  },
  it: {
    search: 'ricerca',
    cart: 'carrello',
    blog: 'blog',
    favorites: 'preferiti',
    login: 'accesso',
    orderHistory: 'storico-ordini',
    personal: 'dati-personali',
    address: 'indirizzo',
    changePassword: 'modifica-password',
    resetPassword: 'reimposta-password',
    activateAccount: 'attiva-account',
    privacy: 'riservatezza-dati',
    newsletterConfirmation: 'conferma-newsletter',
  },
  pl: {
    search: 'szukaj',
    cart: 'koszyk',
    blog: 'blog',
    favorites: 'ulubione',
    login: 'logowanie',
    orderHistory: 'historia-zamowien',
    personal: 'dane-osobowe',
    address: 'adres',
    changePassword: 'zmiana-hasla',
    resetPassword: 'resetowanie-hasla',
    activateAccount: 'aktywacja-konta',
    privacy: 'polityka-prywatnosci',
    newsletterConfirmation: 'potwierdz-newsletter',
  },
  es: {
    search: 'buscar',
    cart: 'carrito',
    blog: 'blog',
    favorites: 'favoritos',
    login: 'iniciar-sesion',
    orderHistory: 'historial-de-pedidos',
    personal: 'datos-personales',
    address: 'direccion',
    changePassword: 'cambiar-contrasena',
    resetPassword: 'restablecer-contrasena',
    activateAccount: 'activar-cuenta',
    privacy: 'proteccion-de-datos',
    newsletterConfirmation: 'confirmar-newsletter',
  },
};

/** Each language's name in every content language; rows are the language being named. */
const LANGUAGE_NAMES: Record<LanguageCode, Record<LanguageCode, string>> = {
  de: {
    de: 'Deutsch',
    fr: 'Allemand',
    en: 'German',
    nl: 'Duits',
    it: 'Tedesco',
    pl: 'Niemiecki',
    es: 'Alemán',
  },
  fr: {
    de: 'Französisch',
    fr: 'Français',
    en: 'French',
    nl: 'Frans',
    it: 'Francese',
    pl: 'Francuski',
    es: 'Francés',
  },
  en: {
    de: 'Englisch',
    fr: 'Anglais',
    en: 'English',
    nl: 'Engels',
    it: 'Inglese',
    pl: 'Angielski',
    es: 'Inglés',
  },
  nl: {
    de: 'Niederländisch',
    fr: 'Néerlandais',
    en: 'Dutch',
    nl: 'Nederlands',
    it: 'Olandese',
    pl: 'Niderlandzki',
    es: 'Neerlandés',
  },
  it: {
    de: 'Italienisch',
    fr: 'Italien',
    en: 'Italian',
    nl: 'Italiaans',
    it: 'Italiano',
    pl: 'Włoski',
    es: 'Italiano',
  },
  pl: {
    de: 'Polnisch',
    fr: 'Polonais',
    en: 'Polish',
    nl: 'Pools',
    it: 'Polacco',
    pl: 'Polski',
    es: 'Polaco',
  },
  es: {
    de: 'Spanisch',
    fr: 'Espagnol',
    en: 'Spanish',
    nl: 'Spaans',
    it: 'Spagnolo',
    pl: 'Hiszpański',
    es: 'Español',
  },
};

/*
 * Flags are country flags; English has no country of the same code, so it shows the flag of the
 * United Kingdom, which is a delivery country anyway (spec section 1).
 */
function languageFlagIcon(language: LanguageCode): string {
  return flagIconPath(language === 'en' ? 'gb' : language);
}

function defineLanguage(language: LanguageCode): Language {
  return {
    value: language,
    isActive: true,
    textTranslation: LANGUAGE_NAMES[language],
    flagIcon: languageFlagIcon(language),
    url: `/${language}/`,
    hreflang: language,
    label: LANGUAGE_NAMES[language][language],
    routes: ROUTES[language],
  };
}

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  de: defineLanguage('de'),
  fr: defineLanguage('fr'),
  en: defineLanguage('en'),
  nl: defineLanguage('nl'),
  it: defineLanguage('it'),
  pl: defineLanguage('pl'),
  es: defineLanguage('es'),
};

/** Visible path of a localized route, e.g. localizedPath('de', 'cart') === '/de/warenkorb/'. */
export function localizedPath(language: LanguageCode, route: RouteName): string {
  return `/${language}/${LANGUAGES[language].routes[route]}/`;
}

/**
 * The route a slug stands for in a language, or undefined when the slug is no localized route
 * (a content page, for example). Surrounding slashes are ignored so '/warenkorb/' matches too.
 */
export function routeForPath(language: LanguageCode, slug: string): RouteName | undefined {
  const bare = slug.replace(/^\/+|\/+$/g, '');
  const routes = LANGUAGES[language].routes;
  return ROUTE_NAMES.find((route) => routes[route] === bare);
}

/** Product detail path of the shape /{language}/p/{id} (spec 2.1). */
export function productPath(language: LanguageCode, id: string): string {
  return `/${language}/p/${encodeURIComponent(id)}`;
}
