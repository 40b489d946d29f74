import '../../styles/globals.css';
import type { LanguageCode, Store } from '@shop/shop-config';
import { CUSTOMER_SESSION_COOKIE } from '@shop/shop-config';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { loadShellContent } from '../../lib/content/shell-content';
import { storefrontEnv } from '../../lib/env';
import { clientMessages } from '../../lib/i18n/client-messages';
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

/** Where the back-to-top button sends the keyboard focus. */
const PAGE_TOP_ID = 'page-top';

/**
 * The HTML document around every page: language, brand theme, skip link, header with
 * menu, main, footer. Client components get only the message namespaces they use.
 */
export async function PageShell({ language, store, children }: PageShellProps) {
  const [t, shell, cookieStore] = await Promise.all([
    getTranslations({ locale: language, namespace: 'layout' }),
    loadShellContent(language, store),
    cookies(),
  ]);
  const client = clientMessages(language);
  return (
    <html lang={language} data-brand={storefrontEnv().BRAND}>
      <body>
        <NextIntlClientProvider locale={client.locale} messages={client.messages}>
          <div id={PAGE_TOP_ID} tabIndex={-1} className="page-top">
            <a className="skip-link" href="#main-content">
              {t('skipToContent')}
            </a>
          </div>
          <SiteHeader language={language} store={store} menu={shell.menu} content={shell.header} />
          <main id="main-content" tabIndex={-1}>
            <MarketChangeNotice />
            {children}
          </main>
          <SiteFooter language={language} content={shell.footer} />
          <BackToTop label={t('backToTop')} topId={PAGE_TOP_ID} />
          <TrackingInit language={language} loggedIn={cookieStore.has(CUSTOMER_SESSION_COOKIE)} />
          <FavoritesSync loggedIn={cookieStore.has(CUSTOMER_SESSION_COOKIE)} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
