'use client';

import { formatPrice } from '@shop/shop-config';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { submitCartLineForm } from '../../lib/cart/cart-actions';
import type { CartLineView } from '../../lib/cart/shopper-cart';
import styles from './cart.module.css';
import { useCart } from './cart-provider';

interface LineFormProps {
  line: CartLineView;
  intent: 'quantity' | 'remove';
  quantity?: number;
  /** With JavaScript the change runs through the cart state instead of a page load. */
  onSubmit: (() => void) | undefined;
  children: ReactNode;
}

/** One change of a line as a form that works without JavaScript (posts a server action). */
function LineForm({ line, intent, quantity, onSubmit, children }: LineFormProps) {
  const { settings } = useCart();
  return (
    <form
      action={submitCartLineForm}
      className={styles.lineForm}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (onSubmit === undefined) return;
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="language" value={settings.language} />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="intent" value={intent} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {children}
    </form>
  );
}

/**
 * A cart line (spec 2.6, 3): image, title, size or variant, rental period and monthly price,
 * unit price with the strikethrough price, quantity change, remove and move to favorites.
 */
export function CartLineItem({ line }: { line: CartLineView }) {
  const t = useTranslations('cart');
  const { settings, cart, notice, changeQuantity, removeLine, moveToFavorites } = useCart();
  // The cart state is there once loaded; before that (and without JavaScript) forms post.
  const live = cart !== undefined && cart !== null;
  const price = (amountMinor: number) =>
    formatPrice(amountMinor, line.unitPrice.currency, settings.priceLocale);
  const lineNotice = notice !== null && notice.lineId === line.id ? notice.message : undefined;
  const titleText = line.variantTitle === null ? line.title : `${line.title}, ${line.variantTitle}`;
  return (
    <li className={styles.line} data-cart-line={line.id}>
      <div className={styles.lineImage}>
        {line.imageUrl !== null && (
          // biome-ignore lint/performance/noImgElement: small SVG/thumbnail from /media, no optimisation needed
          <img src={line.imageUrl} alt={line.imageAlt} width={80} height={80} loading="lazy" />
        )}
      </div>
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>
          {line.url === null ? line.title : <Link href={line.url}>{line.title}</Link>}
        </p>
        {line.variantTitle !== null && (
          <p className={styles.lineMeta}>{t('variant', { variant: line.variantTitle })}</p>
        )}
        {line.rental !== null && (
          <p className={styles.lineMeta}>
            {t('rental', {
              months: line.rental.months,
              price: price(line.rental.monthlyPrice.amountMinor),
            })}
          </p>
        )}
        <p className={styles.linePrice}>
          {line.strikethroughMinor !== null && (
            <del className={styles.strikethrough}>
              <span className="visually-hidden">{t('insteadOf')} </span>
              {price(line.strikethroughMinor)}
            </del>
          )}{' '}
          <span>{price(line.unitPrice.amountMinor)}</span>
        </p>
        <div className={styles.lineActions}>
          <div className={styles.quantity}>
            <LineForm
              line={line}
              intent="quantity"
              quantity={line.quantity - 1}
              onSubmit={live ? () => changeQuantity(line, line.quantity - 1) : undefined}
            >
              <button
                type="submit"
                className={styles.stepper}
                disabled={line.quantity <= 1}
                aria-label={t('decrease', { title: titleText })}
              >
                −
              </button>
            </LineForm>
            <span className={styles.quantityValue}>
              <span className="visually-hidden">{t('quantityLabel', { title: titleText })} </span>
              {line.quantity}
            </span>
            <LineForm
              line={line}
              intent="quantity"
              quantity={line.quantity + 1}
              onSubmit={live ? () => changeQuantity(line, line.quantity + 1) : undefined}
            >
              <button
                type="submit"
                className={styles.stepper}
                aria-label={t('increase', { title: titleText })}
              >
                +
              </button>
            </LineForm>
          </div>
          <LineForm
            line={line}
            intent="remove"
            onSubmit={live ? () => removeLine(line) : undefined}
          >
            <button type="submit" className={styles.textButton}>
              {t('remove')}
              <span className="visually-hidden"> {titleText}</span>
            </button>
          </LineForm>
          {live && line.productId !== null && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => moveToFavorites(line)}
            >
              {t('moveToFavorites')}
              <span className="visually-hidden"> {titleText}</span>
            </button>
          )}
        </div>
        {lineNotice !== undefined && (
          <p role="alert" className={styles.notice}>
            {lineNotice}
          </p>
        )}
      </div>
      <p className={styles.lineTotal}>{price(line.unitPrice.amountMinor * line.quantity)}</p>
    </li>
  );
}
