'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { trackWholeCart } from '../../lib/cart/cart-tracking';
import type { ShopperCart } from '../../lib/cart/shopper-cart';
import styles from './cart.module.css';
import { CartContents } from './cart-contents';
import { useCart } from './cart-provider';
import { CheckoutButton } from './checkout-button';

interface CartPageProps {
  /** The cart as the server rendered it; null when it could not be loaded. */
  initialCart: ShopperCart | null;
  catalogueMode: boolean;
  /** A change posted without JavaScript was refused (?cartNotice=refused). */
  refusedChange: boolean;
}

/**
 * The cart page's content (spec 2.6): the lines and totals of the flyout plus the checkout
 * button. Shows the server's cart until the browser's cart state has loaded, then that one,
 * so changes show at once.
 */
export function CartPage({ initialCart, catalogueMode, refusedChange }: CartPageProps) {
  const t = useTranslations('cart');
  const state = useCart();
  const cart = state.cart ?? initialCart;
  const tracked = useRef(false);

  useEffect(() => {
    if (tracked.current || !state.cart) return;
    tracked.current = true;
    trackWholeCart('view_cart', state.cart.lines, state.cart.currency);
  }, [state.cart]);

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {catalogueMode ? (
        <p>{t('catalogueModeNotice')}</p>
      ) : (
        <>
          {refusedChange && state.cart === undefined && (
            <p role="alert" className={styles.notice}>
              {t('changeFailed')}
            </p>
          )}
          {cart === null ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : (
            <>
              <CartContents cart={cart} variant="page" />
              {cart.lines.length > 0 && <CheckoutButton cart={cart} />}
            </>
          )}
        </>
      )}
    </div>
  );
}
