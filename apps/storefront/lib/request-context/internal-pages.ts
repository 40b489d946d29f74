import { type LanguageCode, type RouteName, routeForPath } from '@shop/shop-config';

/*
 * Localized routes whose page exists, with the internal page that renders them (spec 2.2:
 * /frontend/search and friends). Routes join this list as their pages are built.
 */
const INTERNAL_PAGES: Partial<Record<RouteName, string>> = {
  search: 'search',
  cart: 'cart',
  newsletterConfirmation: 'newsletter-confirmation',
  login: 'login',
  orderHistory: 'orderHistory',
  resetPassword: 'resetPassword',
  personal: 'personalData',
  address: 'address',
  changePassword: 'accountPassword',
  activateAccount: 'activateAccount',
  favorites: 'favorites',
};

/**
 * The internal page path for a visible localized path, e.g. '/de/suche/' gives
 * '/de/frontend/search'; undefined for every other path.
 */
export function internalPagePath(pathname: string, language: LanguageCode): string | undefined {
  const prefix = `/${language}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const route = routeForPath(language, pathname.slice(prefix.length));
  const page = route === undefined ? undefined : INTERNAL_PAGES[route];
  return page === undefined ? undefined : `/${language}/frontend/${page}`;
}
