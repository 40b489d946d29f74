import type { Money } from '@shop/search-contract';
import { formatPrice, type LanguageCode, type Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import styles from './product-price.module.css';

interface ProductPriceProps {
  price: Money;
  strikethroughPrice: Money | null;
  language: LanguageCode;
  store: Pick<Store, 'prices'>;
}

/** Selling price in the store's price locale, with the former price struck through if higher. */
export async function ProductPrice({
  price,
  strikethroughPrice,
  language,
  store,
}: ProductPriceProps) {
  const t = await getTranslations({ locale: language, namespace: 'price' });
  const format = (money: Money) =>
    formatPrice(money.amountMinor, money.currency, store.prices.locale);
  const reduced =
    strikethroughPrice !== null && strikethroughPrice.amountMinor > price.amountMinor
      ? strikethroughPrice
      : null;
  return (
    <p className={styles.price}>
      <span className={reduced === null ? styles.current : styles.reduced}>{format(price)}</span>
      {reduced !== null && (
        <span className={styles.former}>
          {t.rich('insteadOf', {
            price: format(reduced),
            del: (chunks) => <del>{chunks}</del>,
          })}
        </span>
      )}
    </p>
  );
}
