import { ACCOUNT_ROUTES, type LanguageCode, localizedPath, routeForPath } from '@shop/shop-config';

/**
 * Where a logout sends the shopper (spec 4 "Auth"): from an account page to the login route
 * of the language, from any other page back to that page. Only paths on this site are
 * accepted, never another origin, so the form cannot be used as an open redirect.
 */
export function logoutTarget(language: LanguageCode, returnTo: string): string | undefined {
  if (!/^\/(?![/\\])[^\s]*$/.test(returnTo) || returnTo.length > 500) return undefined;
  const path = returnTo.split(/[?#]/)[0] ?? '';
  const [, pathLanguage, slug = ''] = path.match(/^\/([a-z]{2})\/(.*)$/) ?? [];
  if (pathLanguage !== language) return localizedPath(language, 'login');
  const route = routeForPath(language, slug);
  const onAccountPage = ACCOUNT_ROUTES.some((accountRoute) => accountRoute === route);
  return onAccountPage ? localizedPath(language, 'login') : returnTo;
}
