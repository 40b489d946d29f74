import '../../styles/globals.css';
import type { LanguageCode, Store } from '@shop/shop-config';
import { COUNTRY_COOKIE, type CountryCode, deliveryCountry, vatPercent } from '@shop/shop-config';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { hasCustomerSession } from '../../lib/account/customer-session';
import { loadCartContent } from '../../lib/content/cart-content';
import { loadShellContent } from '../../lib/content/shell-content';
import { storefrontEnv } from '../../lib/env';
import { clientMessages } from '../../lib/i18n/client-messages';
import { SessionWatch } from '../account/session-watch';
import { CartFlyout } from '../cart/cart-flyout-lazy';
import { CartProvider } from '../cart/cart-provider';
import { FavoritesSync } from '../favorites/favorites-sync';
import { MarketChangeNotice } from '../favorites/market-change-notice';
import { BackToTop } from '../footer/back-to-top';
import { SiteFooter } from '../footer/site-footer';
import { TrackingInit } from '../tracking/tracking-init';
import { SiteHeader } from './site-header';

interface PageShellProps {
  language: LanguageCode;
  store: Store;
  children: ReactNode;
}

/** The delivery country chosen in the selector when this store serves it, else the store's own. */
function deliveryCountryOf(store: Store, cookieValue: string | undefined): CountryCode {
  const chosen = cookieValue === undefined ? undefined : deliveryCountry(cookieValue);
  if (chosen !== undefined && chosen.storeKey === store.key) return chosen.code;
  return deliveryCountry(store.key)?.code ?? 'de';
}

/** Where the back-to-top button sends the keyboard focus. */
const PAGE_TOP_ID = 'page-top';

/**
 * The HTML document around every page: language, brand theme, skip link, header with
 * menu, main, footer. Client components get only the message namespaces they use.
 */
export async function PageShell({ language, store, children }: PageShellProps) {
  const [t, shell, cookieStore, cartContent, loggedIn] = await Promise.all([
    getTranslations({ locale: language, namespace: 'layout' }),
    loadShellContent(language, store),
    cookies(),
    loadCartContent(language, store),
    hasCustomerSession(),
  ]);
  const client = clientMessages(language);
  return (
    <html lang={language} data-brand={storefrontEnv().BRAND}>
      <body>
        <NextIntlClientProvider locale={client.locale} messages={client.messages}>
          <CartProvider
            enabled={!cartContent.catalogueMode}
            settings={{
              language,
              currency: store.prices.currency,
              priceLocale: store.prices.locale,
              country: deliveryCountryOf(store, cookieStore.get(COUNTRY_COOKIE)?.value),
              shippingRule: cartContent.shippingRule,
              vatPercent: vatPercent(store.key),
            }}
          >
            <div id={PAGE_TOP_ID} tabIndex={-1} className="page-top">
              <a className="skip-link" href="#main-content">
                {t('skipToContent')}
              </a>
            </div>
            <SiteHeader
              loggedIn={loggedIn}
              language={language}
              store={store}
              menu={shell.menu}
              content={shell.header}
              catalogueMode={cartContent.catalogueMode}
            />
            <main id="main-content" tabIndex={-1}>
              <MarketChangeNotice />
              {children}
            </main>
            <SiteFooter language={language} content={shell.footer} />
            <BackToTop label={t('backToTop')} topId={PAGE_TOP_ID} />
            <TrackingInit language={language} loggedIn={loggedIn} />
            <FavoritesSync loggedIn={loggedIn} />
            <SessionWatch language={language} loggedIn={loggedIn} />
            <CartFlyout />
          </CartProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
