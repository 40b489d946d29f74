'use client';

import { type LanguageCode, localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { countBubble } from '../../lib/shell/count-bubble';
import { useCart } from '../cart/cart-provider';
import { CartIcon, HeartIcon, UserIcon } from '../icons/icons';
import { AccountLinks, type AccountState, accountSiteLogin } from './account-links';
import styles from './header-icons.module.css';
import { useCartQuantity, useFavoritesCount } from './use-header-counts';

const BUBBLE_CLASS = { 1: styles.oneDigit, 2: styles.twoDigits, 3: styles.threeDigits } as const;

function IconLink(props: {
  href: string;
  label: string;
  icon: ReactNode;
  count?: number;
  /** Opens a dialog instead of following the link (the cart flyout, once JavaScript runs). */
  onOpen?: () => void;
}) {
  const bubble = props.count === undefined ? undefined : countBubble(props.count);
  const { onOpen } = props;
  const open =
    onOpen === undefined
      ? undefined
      : (event: MouseEvent<HTMLAnchorElement>) => {
          // A new tab or window still gets the page.
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        };
  return (
    <Link
      href={props.href}
      prefetch={false}
      className={styles.iconLink}
      aria-label={props.label}
      aria-haspopup={onOpen === undefined ? undefined : 'dialog'}
      onClick={open}
    >
      {props.icon}
      {bubble !== undefined && (
        <span className={`${styles.bubble} ${BUBBLE_CLASS[bubble.digits]}`} aria-hidden="true">
          {bubble.text}
        </span>
      )}
    </Link>
  );
}

interface HeaderIconsProps {
  language: LanguageCode;
  account: AccountState;
  /** Catalogue mode (storefront-settings) hides the account and cart actions (spec 1, 6). */
  catalogueMode: boolean;
}

/**
 * Account, wish-list and cart links of the header, the last two with their counts. The
 * account icon opens its menu on hover and when focus is inside it (CSS only, so it also
 * works before hydration); the icon itself leads to login or to the order history.
 */
export function HeaderIcons({ language, account, catalogueMode }: HeaderIconsProps) {
  const t = useTranslations('header');
  const favorites = useFavoritesCount();
  const cookieQuantity = useCartQuantity();
  const cart = useCart();
  const pathname = usePathname();
  const { accountSite } = account;
  const accountHref = accountSite
    ? account.loggedIn
      ? accountSite.orders
      : accountSiteLogin(accountSite, pathname)
    : localizedPath(language, account.loggedIn ? 'orderHistory' : 'login');
  // The loaded cart is the truth; the quantityInCart cookie shows until it is there.
  const cartQuantity = cart.cart
    ? cart.cart.lines.reduce((sum, line) => sum + line.quantity, 0)
    : cookieQuantity;
  return (
    <ul className={styles.icons}>
      {!catalogueMode && (
        <li className={styles.account}>
          <IconLink href={accountHref} label={t('account')} icon={<UserIcon />} />
          <nav className={styles.accountMenu} aria-label={t('accountMenu')}>
            <AccountLinks
              language={language}
              account={account}
              className={styles.accountList}
              linkClassName={styles.accountLink}
            />
          </nav>
        </li>
      )}
      <li>
        <IconLink
          href={localizedPath(language, 'favorites')}
          label={t('wishlist', { count: favorites })}
          icon={<HeartIcon />}
          count={favorites}
        />
      </li>
      {!catalogueMode && (
        <li>
          <IconLink
            href={localizedPath(language, 'cart')}
            label={t('cart', { count: cartQuantity })}
            icon={<CartIcon />}
            count={cartQuantity}
            onOpen={cart.enabled ? () => cart.openFlyout(false) : undefined}
          />
        </li>
      )}
    </ul>
  );
}
