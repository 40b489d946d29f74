'use client';

import type { Money, RentalOption, VariantPricing } from '@shop/search-contract';
import type { Store } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { priceBlock, rentalQuote } from '../../lib/product/price-block';
import { type PriceTexts, priceText } from '../../lib/product/price-texts';
import styles from './buybox.module.css';

interface PriceBlockViewProps {
  pricing: VariantPricing;
  recyclingFee: Money | null;
  store: Pick<Store, 'prices' | 'deliveryTime'>;
  /** The VAT rate named in the note, where the spec asks for it (German store). */
  vatPercent: number | null;
  /** Renting: the chosen period, or null while none is chosen; undefined when buying. */
  rental: RentalOption | null | undefined;
  rentalOptions: readonly RentalOption[];
  /** The amounts formatted on the server (lib/product/price-texts.ts). */
  priceTexts: PriceTexts;
}

/**
 * The buy box's price block (spec 9): selling price in the store's locale and currency,
 * former price struck through with the saving and the lowest price of the last 30 days on
 * a reduction, the recommended retail price where earned, recycling fee, VAT and shipping.
 * When renting, the monthly price of the chosen period and what the period costs.
 */
export function PriceBlockView(props: PriceBlockViewProps) {
  const t = useTranslations('buybox');
  const { store } = props;
  const format = (money: Money) => priceText(props.priceTexts, money, store.prices.locale);
  const block = priceBlock(props.pricing, props.recyclingFee);
  const notes = (
    <>
      {block.recyclingFee !== null && (
        <p className={styles.note}>{t('recyclingFee', { price: format(block.recyclingFee) })}</p>
      )}
      <p className={styles.note}>
        {props.vatPercent === null
          ? t('vatNote')
          : t('vatNoteWithRate', { percent: props.vatPercent })}{' '}
        {t('shippingNote', { days: store.deliveryTime })}
      </p>
    </>
  );

  if (props.rental !== undefined) {
    const cheapest = [...props.rentalOptions].sort(
      (a, b) => a.monthlyPrice.amountMinor - b.monthlyPrice.amountMinor,
    )[0];
    const quote = props.rental === null ? undefined : rentalQuote(props.rental);
    return (
      <div className={styles.priceBlock}>
        {quote ? (
          <>
            <p className={styles.price}>{t('perMonth', { price: format(quote.monthlyPrice) })}</p>
            <p className={styles.note}>
              {t('rentalTotal', { months: quote.months, price: format(quote.totalPrice) })}
            </p>
          </>
        ) : (
          cheapest && (
            <p className={styles.price}>
              {t('rentFrom', { price: format(rentalQuote(cheapest).monthlyPrice) })}
            </p>
          )
        )}
        {notes}
      </div>
    );
  }

  return (
    <div className={styles.priceBlock}>
      <p className={styles.priceLine}>
        <span className={block.strikethroughPrice ? styles.reducedPrice : styles.price}>
          {format(block.price)}
        </span>
        {block.strikethroughPrice !== null && (
          <span className={styles.formerPrice}>
            {t.rich('insteadOf', {
              price: format(block.strikethroughPrice),
              del: (chunks) => <del>{chunks}</del>,
            })}
          </span>
        )}
      </p>
      {block.discountSaving !== null && (
        <p className={styles.saving}>{t('saving', { amount: format(block.discountSaving) })}</p>
      )}
      {block.lowestPriceLast30Days !== null && (
        <p className={styles.note}>
          {t('lowestPrice30Days', { price: format(block.lowestPriceLast30Days) })}
        </p>
      )}
      {block.recommendedRetailPrice !== null && (
        <p className={styles.note}>
          {t('recommendedRetailPrice', { price: format(block.recommendedRetailPrice) })}
        </p>
      )}
      {notes}
    </div>
  );
}
