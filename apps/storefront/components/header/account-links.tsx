'use client';

import { type LanguageCode, localizedPath, type RouteName } from '@shop/shop-config';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SessionGreeting } from '../account/session-greeting';

/** What the header knows about the visitor's account, read on the server. */
export interface AccountState {
  loggedIn: boolean;
  /** Single sign-on stores manage address and password on the account site (spec 2.5). */
  singleSignOn: boolean;
  /**
   * Single sign-on: the account site's login, orders and identity links (themed, in the
   * page's language) and the shop's origin, so the login can return to the page.
   */
  accountSite?: { login: string; orders: string; identity: string; shopOrigin: string };
}

/** The account site's login, returning to the page the shopper is on. */
export function accountSiteLogin(
  accountSite: NonNullable<AccountState['accountSite']>,
  pathname: string,
): string {
  const url = new URL(accountSite.login);
  url.searchParams.set('returnTo', `${accountSite.shopOrigin}${pathname}`);
  return url.toString();
}

interface AccountLinksProps {
  language: LanguageCode;
  account: AccountState;
  className?: string;
  linkClassName?: string;
}

/** The register tab of the login page (spec 2.5) is reached by its anchor. */
const REGISTER_ANCHOR = '#register';

/**
 * Login and register links while logged out; order history, personal data, address,
 * change password (the last two without single sign-on) and logout while logged in
 * (spec 2.3, 2.5). Used by the header's account menu and the mobile menu's bottom block.
 */
export function AccountLinks({ language, account, className, linkClassName }: AccountLinksProps) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const { accountSite } = account;
  // Account-site pages are another origin: a plain link, no client navigation.
  const siteLink = (key: string, href: string, text: string) => (
    <li key={key}>
      <a href={href} className={linkClassName}>
        {text}
      </a>
    </li>
  );
  const link = (route: RouteName, text: string, suffix = '') => (
    <li key={`${route}${suffix}`}>
      <Link
        href={`${localizedPath(language, route)}${suffix}`}
        className={linkClassName}
        prefetch={false}
      >
        {text}
      </Link>
    </li>
  );
  if (!account.loggedIn) {
    return (
      <ul className={className}>
        {accountSite
          ? siteLink('login', accountSiteLogin(accountSite, pathname), t('accountLinks.login'))
          : link('login', t('accountLinks.login'))}
        {link('login', t('accountLinks.register'), REGISTER_ANCHOR)}
      </ul>
    );
  }
  return (
    <ul className={className}>
      <SessionGreeting />
      {accountSite
        ? siteLink('orders', accountSite.orders, t('accountLinks.orderHistory'))
        : link('orderHistory', t('accountLinks.orderHistory'))}
      {accountSite
        ? siteLink('identity', accountSite.identity, t('accountLinks.personal'))
        : link('personal', t('accountLinks.personal'))}
      {!account.singleSignOn && link('address', t('accountLinks.address'))}
      {!account.singleSignOn && link('changePassword', t('accountLinks.changePassword'))}
      <li>
        {/* A form, not a link: logging out changes state, so it must not be a GET. */}
        <form method="post" action="/api/logout">
          <input type="hidden" name="language" value={language} />
          <input type="hidden" name="returnTo" value={pathname} />
          <button type="submit" className={linkClassName}>
            {t('accountLinks.logout')}
          </button>
        </form>
      </li>
    </ul>
  );
}
