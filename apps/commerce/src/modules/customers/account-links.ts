/**
 * Links in account mails lead to the storefront's localized pages (spec 2.1), e.g.
 * /de/passwort-zuruecksetzen/?id=12&token=…; Shopify-style /…/<id>/<token> paths are read too.
 */
import { type LanguageCode, localizedPath, type RouteName } from '@shop/shop-config';

export interface AccountLinkTarget {
  customerId: number;
  token: string;
}

export function accountLink(
  storefrontUrl: string,
  language: LanguageCode,
  route: Extract<RouteName, 'resetPassword' | 'activateAccount' | 'orderHistory'>,
  target?: AccountLinkTarget,
): string {
  const url = new URL(localizedPath(language, route), `${storefrontUrl}/`);
  if (target) {
    url.searchParams.set('id', String(target.customerId));
    url.searchParams.set('token', target.token);
  }
  return url.toString();
}

/** Reads customer id and token from a reset or activation URL; null when it holds neither. */
export function parseAccountLink(link: string): AccountLinkTarget | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const fromQuery = [url.searchParams.get('id'), url.searchParams.get('token')];
  const segments = url.pathname.split('/').filter(Boolean);
  const fromPath = segments.slice(-2);
  for (const [id, token] of [fromQuery, fromPath]) {
    if (id && token && /^[1-9]\d{0,9}$/.test(id) && Number(id) < 2 ** 31) {
      return { customerId: Number(id), token };
    }
  }
  return null;
}
