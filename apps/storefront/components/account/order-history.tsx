import { formatPrice, type LanguageCode, localizedPath, type Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type {
  AccountCustomer,
  AccountMoney,
  AccountOrder,
} from '../../lib/account/customer-account';
import styles from './account.module.css';
import { AccountNav } from './account-nav';

interface OrderHistoryProps {
  language: LanguageCode;
  store: Store;
  customer: AccountCustomer;
  singleSignOn: boolean;
  /** The order whose detail is shown, else the overview. */
  detail: AccountOrder | undefined;
  /** Customer service address of the offer to return a product. */
  serviceEmail: string;
}

/** Query parameter of the order detail: the order number, e.g. ?order=1001. */
export const ORDER_PARAMETER = 'order';

/** Only http(s) tracking links are shown; anything else would be a script link. */
function safeTrackingUrl(url: string | null): string | undefined {
  return url !== null && /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * The logged-in area's order history (spec 2.5, 3 "Order"): a welcome with first and last
 * name, account links, logout, and the newest 50 orders with number, date, delivery address,
 * delivery status (unfulfilled = in progress, fulfilled = shipped), tracking, shipping costs
 * and total with VAT note. The detail of one order adds its lines (article, article number,
 * colour, unit price, amount, total), a back-to-overview link and the offer to return.
 */
export async function OrderHistory({
  language,
  store,
  customer,
  singleSignOn,
  detail,
  serviceEmail,
}: OrderHistoryProps) {
  const t = await getTranslations({ locale: language, namespace: 'orderHistory' });
  const money = (price: AccountMoney) =>
    formatPrice(price.amountMinor, price.currency, store.prices.locale);
  const date = new Intl.DateTimeFormat(store.prices.locale, { dateStyle: 'long' });
  const overview = localizedPath(language, 'orderHistory');
  const status = (order: AccountOrder) => {
    if (order.cancelReason !== null) return t('statusCancelled');
    return order.fulfillmentStatus === 'FULFILLED' ? t('statusShipped') : t('statusInProgress');
  };
  const tracking = (order: AccountOrder) =>
    (order.successfulFulfillments ?? []).flatMap((fulfillment) =>
      fulfillment.trackingInfo
        .filter((info) => info.number !== null)
        .map((info) => ({
          company: fulfillment.trackingCompany,
          number: info.number ?? '',
          url: safeTrackingUrl(info.url),
        })),
    );
  const facts = (order: AccountOrder) => (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>
            <time dateTime={order.processedAt}>{date.format(new Date(order.processedAt))}</time>
          </dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{status(order)}</dd>
        </div>
        {order.shippingAddress && (
          <div>
            <dt>{t('deliveryAddress')}</dt>
            <dd>
              {[
                order.shippingAddress.name,
                order.shippingAddress.address1,
                `${order.shippingAddress.zip ?? ''} ${order.shippingAddress.city ?? ''}`.trim(),
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
        {tracking(order).map((entry) => (
          <div key={entry.number}>
            <dt>{t('trackingNumber')}</dt>
            <dd>
              {entry.url ? (
                <a href={entry.url} rel="noopener noreferrer" target="_blank">
                  {entry.number}
                </a>
              ) : (
                entry.number
              )}
              {entry.company ? ` (${entry.company})` : ''}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>
            {order.totalShippingPrice.amountMinor === 0
              ? t('freeShipping')
              : money(order.totalShippingPrice)}
          </dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{money(order.totalPrice)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>{t('vatNote')}</p>
    </>
  );
  /**
   * An order's lines: article, article number, colour (in the detail), unit price, amount,
   * line total. Focusable, so keyboard users can scroll a table wider than the screen.
   */
  const linesTable = (order: AccountOrder, { withColour }: { withColour: boolean }) => (
    <section
      className={styles.tableWrap}
      aria-label={t('lines', { number: order.name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs it
      tabIndex={0}
    >
      <table className={styles.lines}>
        <caption>{t('lines', { number: order.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('article')}</th>
            <th scope="col">{t('articleNumber')}</th>
            {withColour && <th scope="col">{t('colour')}</th>}
            <th scope="col" className={styles.number}>
              {t('unitPrice')}
            </th>
            <th scope="col" className={styles.number}>
              {t('quantity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.nodes.map((line, index) => (
            // Lines have no id in the Storefront API; their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>{line.title}</td>
              <td>{line.variant?.sku ?? ''}</td>
              {withColour && <td>{line.variant?.title ?? ''}</td>}
              <td className={styles.number}>{line.variant ? money(line.variant.price) : ''}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{money(line.originalTotalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  const nav = (
    <AccountNav
      language={language}
      customer={customer}
      current={detail ? undefined : 'orderHistory'}
      singleSignOn={singleSignOn}
    />
  );

  if (detail) {
    const returnLink = `mailto:${serviceEmail}?subject=${encodeURIComponent(
      t('returnSubject', { number: detail.name }),
    )}`;
    return (
      <div className={styles.page}>
        {nav}
        <a href={overview} className={styles.backLink}>
          {t('backToOverview')}
        </a>
        <h2>{`${t('orderNumber')} ${detail.name}`}</h2>
        {facts(detail)}
        {linesTable(detail, { withColour: true })}
        <section aria-labelledby="order-return" className={styles.order}>
          <h3 id="order-return">{t('returnTitle')}</h3>
          <p>{t('returnText')}</p>
          <a href={returnLink}>{t('returnLink', { number: detail.name })}</a>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {nav}
      <h2>{t('title')}</h2>
      {customer.orders.nodes.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.orders}>
          {customer.orders.nodes.map((order) => (
            <li key={order.id} className={styles.order}>
              <h3>{`${t('orderNumber')} ${order.name}`}</h3>
              {facts(order)}
              {linesTable(order, { withColour: false })}
              <a
                href={`${overview}?${ORDER_PARAMETER}=${order.orderNumber}`}
                className={styles.backLink}
              >
                {t('detailLink', { number: order.name })}
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
