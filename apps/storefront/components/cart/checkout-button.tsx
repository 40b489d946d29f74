'use client';

import { useTranslations } from 'next-intl';
import { trackWholeCart } from '../../lib/cart/cart-tracking';
import type { ShopperCart } from '../../lib/cart/shopper-cart';
import styles from './cart.module.css';
import { useCart } from './cart-provider';

/** Where the checkout starts (feat-checkout-ui's route handler); a plain form post. */
export const CHECKOUT_START_PATH = '/api/checkout/start';

/**
 * The checkout button (spec 2.6): a plain form post, so it works without JavaScript; with
 * it, begin_checkout goes into the data layer first (spec 7 tracking events).
 */
export function CheckoutButton({ cart }: { cart: ShopperCart }) {
  const t = useTranslations('cart');
  const { settings } = useCart();
  return (
    <form
      method="post"
      action={CHECKOUT_START_PATH}
      className={styles.checkoutForm}
      onSubmit={() => trackWholeCart('begin_checkout', cart.lines, cart.currency)}
    >
      <input type="hidden" name="language" value={settings.language} />
      <button type="submit" className={styles.checkoutButton}>
        {t('checkout')}
      </button>
    </form>
  );
}
