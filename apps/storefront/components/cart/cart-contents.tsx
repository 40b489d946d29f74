'use client';

import { formatPrice } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { cartSummary, freeShippingProgressPercent } from '../../lib/cart/cart-summary';
import type { ShopperCart } from '../../lib/cart/shopper-cart';
import styles from './cart.module.css';
import { CartLineItem } from './cart-line-item';
import { useCart } from './cart-provider';

interface CartContentsProps {
  cart: ShopperCart;
  /** The flyout scrolls its lines and shows the shadow of spec 9; the page does not. */
  variant: 'flyout' | 'page';
}

/**
 * Lines and totals of the cart, shared by flyout and cart page (spec 2.6): item count,
 * lines, savings, free-shipping progress, shipping, total and VAT note, or the empty message.
 */
export function CartContents({ cart, variant }: CartContentsProps) {
  const t = useTranslations('cart');
  const { settings, notice } = useCart();
  const summary = cartSummary(cart, settings.shippingRule, settings.country);
  const price = (amountMinor: number) =>
    formatPrice(amountMinor, cart.currency, settings.priceLocale);
  const generalNotice =
    notice !== null && !cart.lines.some((line) => line.id === notice.lineId)
      ? notice.message
      : undefined;
  if (cart.lines.length === 0) {
    return (
      <div className={styles.empty}>
        {generalNotice !== undefined && (
          <p role="alert" className={styles.notice}>
            {generalNotice}
          </p>
        )}
        <p>{t('empty')}</p>
      </div>
    );
  }
  const { shipping } = summary;
  const freeShipping = shipping.missingForFreeShippingMinor === 0;
  return (
    <div className={styles.contents}>
      <p className={styles.count}>
        {t('itemCount', { count: summary.itemCount, quantity: summary.totalQuantity })}
      </p>
      {generalNotice !== undefined && (
        <p role="alert" className={styles.notice}>
          {generalNotice}
        </p>
      )}
      <ul
        className={`${styles.lines} ${variant === 'flyout' ? styles.flyoutLines : ''} ${
          variant === 'flyout' && summary.showShadow ? styles.shadow : ''
        }`}
        data-shadow={variant === 'flyout' && summary.showShadow ? 'true' : undefined}
        aria-label={t('linesLabel')}
      >
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <div className={styles.summary}>
        <div className={styles.shippingProgress}>
          <p>
            {shipping.freeByProduct
              ? t('freeShippingByProduct')
              : freeShipping
                ? t('freeShippingReached')
                : t('freeShippingMissing', { amount: price(shipping.missingForFreeShippingMinor) })}
          </p>
          <progress
            max={100}
            value={freeShippingProgressPercent(summary)}
            aria-label={t('freeShippingProgress', {
              amount: price(shipping.freeShippingFromMinor),
            })}
          />
        </div>
        <dl className={styles.totals}>
          {summary.savingsMinor > 0 && (
            <div className={styles.saving}>
              <dt>{t('savings')}</dt>
              <dd data-testid="cart-savings">{price(summary.savingsMinor)}</dd>
            </div>
          )}
          <div>
            <dt>{t('shipping')}</dt>
            <dd>
              {shipping.shippingMinor === 0 ? t('shippingFree') : price(shipping.shippingMinor)}
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('total')}</dt>
            <dd data-testid="cart-total">{price(summary.totalMinor)}</dd>
          </div>
        </dl>
        <p className={styles.vatNote}>
          {settings.vatPercent === null
            ? t('vatNote')
            : t('vatNoteWithRate', { percent: settings.vatPercent })}
        </p>
      </div>
    </div>
  );
}
