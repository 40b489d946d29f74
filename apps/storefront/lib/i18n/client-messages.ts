import 'server-only';
import type { LanguageCode, MessageLocale } from '@shop/shop-config';
import { storefrontEnv } from '../env';
import { catalogFor, type MessageTree, messageLocaleFor } from './messages';

/**
 * The namespaces the client components of every page translate with: header, search,
 * menus, modal, footer newsletter, cart flyout, market notice, error boundary, videos in
 * content elements. The rest stays on the server.
 */
export const SHELL_NAMESPACES = [
  'header',
  'search',
  'localeSelector',
  'modal',
  'mobileMenu',
  'newsletter',
  'videoConsent',
  'cart',
  'marketChange',
  'errorPage',
] as const;

/** Single messages of a page namespace that a shell component needs (the header's greeting). */
const SHELL_MESSAGES = { account: ['sessionGreeting'] } as const;

/**
 * Namespaces only some pages' client components use; the page adds them with
 * <PageMessages> (components/i18n/page-messages.tsx), so a listing does not carry the
 * account forms', the checkout's or the buy box's texts (decision 190).
 */
export const PAGE_NAMESPACES = ['buybox', 'reviews', 'backInStock', 'account', 'checkout'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** Every namespace client components translate with. */
export const CLIENT_NAMESPACES = [...SHELL_NAMESPACES, ...PAGE_NAMESPACES] as const;

/**
 * Locale and messages for NextIntlClientProvider: the page's text set, client namespaces
 * only; without `namespaces` the shell's, with them exactly those.
 */
export function clientMessages(
  language: LanguageCode,
  namespaces?: readonly PageNamespace[],
): { locale: MessageLocale; messages: MessageTree } {
  const { BRAND, ENGLISH_VARIANT } = storefrontEnv();
  const locale = messageLocaleFor(language, ENGLISH_VARIANT);
  const catalog = catalogFor(locale, BRAND);
  const messages: MessageTree = {};
  for (const namespace of namespaces ?? SHELL_NAMESPACES) {
    const entry = catalog[namespace];
    if (entry !== undefined) messages[namespace] = entry;
  }
  if (namespaces === undefined) {
    for (const [namespace, keys] of Object.entries(SHELL_MESSAGES)) {
      const entry = catalog[namespace];
      if (entry === undefined || typeof entry === 'string') continue;
      const picked: MessageTree = {};
      for (const key of keys) {
        const message = entry[key];
        if (message !== undefined) picked[key] = message;
      }
      messages[namespace] = picked;
    }
  }
  return { locale, messages };
}
