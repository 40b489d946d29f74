'use client';

import { type LanguageCode, localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { countBubble } from '../../lib/shell/count-bubble';
import { CartIcon, HeartIcon, UserIcon } from '../icons/icons';
import styles from './header-icons.module.css';
import { useCartQuantity, useFavoritesCount } from './use-header-counts';

const BUBBLE_CLASS = { 1: styles.oneDigit, 2: styles.twoDigits, 3: styles.threeDigits } as const;

function IconLink(props: { href: string; label: string; icon: ReactNode; count?: number }) {
  const bubble = props.count === undefined ? undefined : countBubble(props.count);
  return (
    <Link href={props.href} prefetch={false} className={styles.iconLink} aria-label={props.label}>
      {props.icon}
      {bubble !== undefined && (
        <span className={`${styles.bubble} ${BUBBLE_CLASS[bubble.digits]}`} aria-hidden="true">
          {bubble.text}
        </span>
      )}
    </Link>
  );
}

/** Account, wish-list and cart links of the header, the last two with their counts. */
export function HeaderIcons({ language }: { language: LanguageCode }) {
  const t = useTranslations('header');
  const favorites = useFavoritesCount();
  const cartQuantity = useCartQuantity();
  return (
    <ul className={styles.icons}>
      <li className={styles.account}>
        <IconLink
          href={localizedPath(language, 'login')}
          label={t('account')}
          icon={<UserIcon />}
        />
      </li>
      <li>
        <IconLink
          href={localizedPath(language, 'favorites')}
          label={t('wishlist', { count: favorites })}
          icon={<HeartIcon />}
          count={favorites}
        />
      </li>
      <li>
        <IconLink
          href={localizedPath(language, 'cart')}
          label={t('cart', { count: cartQuantity })}
          icon={<CartIcon />}
          count={cartQuantity}
        />
      </li>
    </ul>
  );
}
