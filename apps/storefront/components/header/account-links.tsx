'use client';

import { type LanguageCode, localizedPath, type RouteName } from '@shop/shop-config';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** What the header knows about the visitor's account, read on the server. */
export interface AccountState {
  loggedIn: boolean;
  /** Single sign-on stores manage address and password on the account site (spec 2.5). */
  singleSignOn: boolean;
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
        {link('login', t('accountLinks.login'))}
        {link('login', t('accountLinks.register'), REGISTER_ANCHOR)}
      </ul>
    );
  }
  return (
    <ul className={className}>
      {link('orderHistory', t('accountLinks.orderHistory'))}
      {link('personal', t('accountLinks.personal'))}
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
