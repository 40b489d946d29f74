import 'server-only';
import type { LanguageCode, MessageLocale } from '@shop/shop-config';
import { storefrontEnv } from '../env';
import { catalogFor, type MessageTree, messageLocaleFor } from './messages';

/** The namespaces client components translate with; the rest stays on the server. */
export const CLIENT_NAMESPACES = [
  'header',
  'search',
  'localeSelector',
  'modal',
  'mobileMenu',
  'newsletter',
  'buybox',
  'reviews',
  'backInStock',
  'videoConsent',
  'account',
  'cart',
  'marketChange',
  'checkout',
  'errorPage',
] as const;

/** Locale and messages for NextIntlClientProvider: the page's text set, client namespaces only. */
export function clientMessages(language: LanguageCode): {
  locale: MessageLocale;
  messages: MessageTree;
} {
  const { BRAND, ENGLISH_VARIANT } = storefrontEnv();
  const locale = messageLocaleFor(language, ENGLISH_VARIANT);
  const catalog = catalogFor(locale, BRAND);
  const messages: MessageTree = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const entry = catalog[namespace];
    if (entry !== undefined) messages[namespace] = entry;
  }
  return { locale, messages };
}
