'use client';

import type { StockStatus } from '@shop/search-contract';
import { useTranslations } from 'next-intl';
import styles from './buybox.module.css';

/** Stock status of the chosen variant, or of the product while no size is picked (spec 4). */
export function StockStatusLine({ status }: { status: StockStatus }) {
  const t = useTranslations('buybox');
  const text = {
    inStock: t('stockInStock'),
    fewInStock: t('stockFewInStock'),
    outOfStock: t('stockOutOfStock'),
    notAvailableOnline: t('stockNotAvailableOnline'),
  }[status];
  return (
    <p className={styles.stock} data-stock={status}>
      <span className={styles.stockDot} aria-hidden="true" />
      {text}
    </p>
  );
}
