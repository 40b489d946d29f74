import '../../styles/globals.css';
import type { LanguageCode, Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { storefrontEnv } from '../../lib/env';
import { SiteHeader } from './site-header';

interface PageShellProps {
  language: LanguageCode;
  store: Store;
  children: ReactNode;
}

/** The HTML document around every page: language, brand theme, skip link, header, main. */
export async function PageShell({ language, store, children }: PageShellProps) {
  const t = await getTranslations({ locale: language, namespace: 'layout' });
  return (
    <html lang={language} data-brand={storefrontEnv().BRAND}>
      <body>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <SiteHeader language={language} store={store} />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
