import { LANGUAGES, type LanguageCode, type Store } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { accountSiteLink, usesSingleSignOn } from '../../lib/account/single-sign-on';
import type { HeaderContent, MenuEntry } from '../../lib/content/content-types';
import { storefrontEnv } from '../../lib/env';
import { siteOrigin } from '../../lib/site-origin';
import { HeaderIcons } from '../header/header-icons';
import { InfoLinks } from '../header/info-links';
import { MegaMenu } from '../header/mega-menu';
import { MenuProvider } from '../header/menu-context';
import { MobileMenu } from '../header/mobile-menu';
import { SearchBox } from '../header/search-box';
import { LocaleSelector } from '../locale-selector/locale-selector';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  language: LanguageCode;
  store: Store;
  menu: MenuEntry[];
  content: HeaderContent;
  /** Catalogue mode (storefront-settings) hides cart and account actions. */
  catalogueMode: boolean;
  /** A session whose expiry has not passed (lib/account/customer-session). */
  loggedIn: boolean;
}

/**
 * The header of spec 2.3: shop promises and info links on top; logo, search, language and
 * country, account, wish list and cart in the main bar; the mega-menu below (desktop) or
 * the slide-in menu behind the menu button (below 992 px).
 */
export async function SiteHeader({
  language,
  store,
  menu,
  content,
  catalogueMode,
  loggedIn,
}: SiteHeaderProps) {
  const t = await getTranslations({ locale: language });
  const brand = t('brand.name');
  // The shop's address and password pages exist unless the store's SSO mode is switched on;
  // then login, orders and identity are pages of the account site (spec 2.2).
  const singleSignOn = usesSingleSignOn(store);
  const account = {
    loggedIn,
    singleSignOn,
    ...(singleSignOn
      ? {
          accountSite: {
            login: accountSiteLink(language, 'login'),
            orders: accountSiteLink(language, 'orders'),
            identity: accountSiteLink(language, 'identity'),
            shopOrigin: (await siteOrigin()).origin,
          },
        }
      : {}),
  };
  return (
    <header className={styles.header} data-site-header="">
      <MenuProvider serverItems={menu} language={language} brand={storefrontEnv().BRAND}>
        <div className={styles.topBar}>
          <div className={styles.topInner}>
            {content.promises.length > 0 && (
              <ul className={styles.promises} aria-label={t('header.promises')}>
                {content.promises.map((promise) => (
                  <li key={promise.text}>
                    {promise.href === undefined ? (
                      promise.text
                    ) : (
                      <Link href={promise.href} prefetch={false}>
                        {promise.text}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.infoLinks}>
              <InfoLinks links={content.infoLinks} />
            </div>
          </div>
        </div>
        <div className={styles.mainBar}>
          <div className={styles.mainInner}>
            <MobileMenu
              language={language}
              storeKey={store.key}
              infoLinks={content.infoLinks}
              account={account}
              showAccount={!catalogueMode}
            />
            <Link
              prefetch={false}
              href={LANGUAGES[language].url}
              className={styles.logo}
              aria-label={t('layout.homeLinkLabel', { brand })}
            >
              <svg viewBox="0 0 40 24" width="40" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M2 13h8l4-9 6 16 5-11 3 4h10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </svg>
              <span>{brand}</span>
            </Link>
            <SearchBox language={language} />
            <LocaleSelector language={language} storeKey={store.key} variant="header" />
            <HeaderIcons language={language} account={account} catalogueMode={catalogueMode} />
          </div>
        </div>
        <MegaMenu />
      </MenuProvider>
    </header>
  );
}
