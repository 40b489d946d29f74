import { getStore, type LanguageCode, localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { customerAccessToken } from '../../lib/account/customer-session';
import { loadCheckout } from '../../lib/checkout/checkout-api';
import { isCheckoutToken } from '../../lib/checkout/checkout-steps';
import styles from './checkout.module.css';
import { CheckoutUnavailable } from './checkout-unavailable';
import { OrderSummary } from './order-summary';
import { PurchaseTracking } from './purchase-tracking';

const toMajor = (amountMinor: number) => amountMinor / 100;

/**
 * The page after the order: order number, the address the confirmation mail went to, and
 * the way on (order history when logged in, else home). Sends `purchase` once.
 */
export async function CheckoutConfirmation({
  language,
  token,
  orderParameter,
}: {
  language: LanguageCode;
  token: string;
  orderParameter: string | undefined;
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const outcome = isCheckoutToken(token)
    ? await loadCheckout(token, language)
    : { status: 'gone' as const };
  const summary = outcome.status === 'ok' ? outcome.answer : undefined;
  const placed = summary?.placedOrder;
  // Without the summary (the service closed the cart for reads) the number the order
  // action passed on is still shown; it names nothing a shopper could not see anyway.
  const orderName =
    placed?.name ??
    (orderParameter && /^\d{1,12}$/.test(orderParameter) ? `#${orderParameter}` : undefined);
  if (orderName === undefined) return <CheckoutUnavailable language={language} reason="gone" />;
  const loggedIn = (await customerAccessToken()) !== undefined;
  const currency = summary ? getStore(summary.store).prices.currency : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('confirmation.heading')}</h1>
      <p>{t('confirmation.orderNumber', { order: orderName })}</p>
      <p>
        {summary?.email
          ? t('confirmation.mailSentTo', { email: summary.email })
          : t('confirmation.mailSent')}
      </p>
      <p className={styles.actions}>
        {loggedIn ? (
          <Link className={styles.linkButton} href={localizedPath(language, 'orderHistory')}>
            {t('confirmation.toOrderHistory')}
          </Link>
        ) : (
          <Link className={styles.linkButton} href={`/${language}/`}>
            {t('toHome')}
          </Link>
        )}
      </p>
      {summary && summary.lines.length > 0 && (
        <OrderSummary summary={summary} language={language} />
      )}
      {summary && currency && (
        <PurchaseTracking
          transactionId={orderName}
          currency={currency}
          value={toMajor(summary.total.amountMinor)}
          shipping={toMajor(summary.shipping.amountMinor)}
          tax={toMajor(summary.vatIncluded.amountMinor)}
          items={summary.lines.map((line) => ({
            item_id: line.articleNumber,
            item_name: line.title,
            currency,
            price: toMajor(line.unitPrice.amountMinor),
            quantity: line.quantity,
          }))}
        />
      )}
    </div>
  );
}
