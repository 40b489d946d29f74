'use client';

import { localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Modal } from '../modal/modal';
import styles from './cart.module.css';
import { CartContents } from './cart-contents';
import { useCart } from './cart-provider';
import { CheckoutButton } from './checkout-button';

/**
 * The cart flyout (spec 2.3, 2.6): opens from the header's cart icon and after an add to
 * cart, with the added-to-cart confirmation and "continue shopping" in the second case.
 * A modal dialog at the side: focus trap, Escape, focus back to the opener (Modal).
 */
export function CartFlyout() {
  const t = useTranslations('cart');
  const { enabled, cart, flyout, closeFlyout, settings } = useCart();
  if (!enabled) return null;
  return (
    <Modal open={flyout.open} onClose={closeFlyout} title={t('title')} placement="side">
      {flyout.confirmation && (
        <div className={styles.confirmation} role="status">
          <p>{t('added')}</p>
          <button type="button" className={styles.continueButton} onClick={closeFlyout}>
            {t('continueShopping')}
          </button>
        </div>
      )}
      {cart === undefined && <p>{t('loading')}</p>}
      {cart === null && <p role="alert">{t('loadFailed')}</p>}
      {cart && <CartContents cart={cart} variant="flyout" />}
      <div className={styles.flyoutActions}>
        <Link
          href={localizedPath(settings.language, 'cart')}
          className={styles.toCartLink}
          onClick={closeFlyout}
        >
          {t('toCart')}
        </Link>
        {cart && cart.lines.length > 0 && <CheckoutButton cart={cart} />}
      </div>
    </Modal>
  );
}
