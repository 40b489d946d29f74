import type { CheckoutSummary } from '@shop/search-contract';
import { formatStorePrice, getStore, type LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { storefrontMediaSrc } from '../../lib/commerce-search/media';
import { ShopImage } from '../media/shop-image';
import styles from './checkout.module.css';

/**
 * The order as the commerce service priced it: lines with image, title, variant, quantity
 * and unit price (rentals with period and monthly amount), then subtotal, savings, shipping,
 * total and the VAT note. Amounts are the service's minor units in the cart store's currency.
 */
export async function OrderSummary({
  summary,
  language,
  headingLevel = 2,
}: {
  summary: CheckoutSummary;
  language: LanguageCode;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const store = getStore(summary.store);
  const price = (amountMinor: number) => formatStorePrice(amountMinor, store);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <Heading id="checkout-summary-heading" className={styles.sectionHeading}>
        {t('summaryHeading')}
      </Heading>
      <ul className={styles.lines}>
        {summary.lines.map((line) => {
          const src = storefrontMediaSrc(line.imageUrl);
          return (
            <li key={line.id} className={styles.line}>
              {src === undefined ? (
                <span className={styles.lineImage} />
              ) : (
                <ShopImage src={src} alt="" width={64} height={64} className={styles.lineImage} />
              )}
              <div>
                <p className={styles.lineTitle}>{line.title}</p>
                {line.variantTitle && <p className={styles.lineDetail}>{line.variantTitle}</p>}
                <p className={styles.lineDetail}>
                  {t('lineQuantity', { quantity: line.quantity })}
                  {' · '}
                  {t('lineUnitPrice', { price: price(line.unitPrice.amountMinor) })}
                  {line.compareAtPrice && (
                    <>
                      {' '}
                      <span className={styles.strike}>
                        {t('lineInsteadOf', { price: price(line.compareAtPrice.amountMinor) })}
                      </span>
                    </>
                  )}
                </p>
                {line.rental && (
                  <p className={styles.lineDetail}>
                    {t('rental', {
                      months: line.rental.months,
                      monthly: price(line.rental.monthlyPrice.amountMinor),
                    })}
                  </p>
                )}
                {!line.available && <p className={styles.lineWarning}>{t('lineUnavailable')}</p>}
              </div>
              <span>{price(line.lineTotal.amountMinor)}</span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('subtotal')}</dt>
        <dd>{price(summary.subtotal.amountMinor)}</dd>
        {summary.savings.amountMinor > 0 && (
          <>
            <dt>{t('savings')}</dt>
            <dd>{price(summary.savings.amountMinor)}</dd>
          </>
        )}
        <dt>{t('shipping')}</dt>
        <dd>
          {summary.shipping.amountMinor === 0
            ? t('shippingFree')
            : price(summary.shipping.amountMinor)}
        </dd>
        <dt className={styles.grandTotal}>{t('total')}</dt>
        <dd className={styles.grandTotal}>{price(summary.total.amountMinor)}</dd>
      </dl>
      <p className={styles.hint}>
        {t('vatNote', {
          rate: summary.vatRatePercent,
          vat: price(summary.vatIncluded.amountMinor),
        })}
      </p>
    </section>
  );
}
