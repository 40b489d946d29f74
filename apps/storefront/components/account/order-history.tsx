import { formatPrice, type LanguageCode, type Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type {
  AccountCustomer,
  AccountMoney,
  AccountOrder,
} from '../../lib/account/customer-account';
import styles from './account.module.css';
import { LogoutButton } from './logout-button';

interface OrderHistoryProps {
  language: LanguageCode;
  store: Store;
  customer: AccountCustomer;
}

/**
 * The logged-in area's order history (spec 2.5, 3 "Order"): a welcome with first and last
 * name, logout, and the newest 50 orders with number, date, delivery address, delivery status
 * (unfulfilled = in progress, fulfilled = shipped), shipping costs, total with VAT note and
 * the lines (article, article number, amount, unit price, total).
 */
export async function OrderHistory({ language, store, customer }: OrderHistoryProps) {
  const t = await getTranslations({ locale: language, namespace: 'orderHistory' });
  const money = (price: AccountMoney) =>
    formatPrice(price.amountMinor, price.currency, store.prices.locale);
  const date = new Intl.DateTimeFormat(store.prices.locale, { dateStyle: 'long' });
  const status = (order: AccountOrder) => {
    if (order.cancelReason !== null) return t('statusCancelled');
    return order.fulfillmentStatus === 'FULFILLED' ? t('statusShipped') : t('statusInProgress');
  };
  return (
    <div className={styles.page}>
      <div className={styles.welcome}>
        <h1>
          {t('welcome', { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' })}
        </h1>
        <LogoutButton language={language} label={t('logout')} />
      </div>
      <h2>{t('title')}</h2>
      {customer.orders.nodes.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.orders}>
          {customer.orders.nodes.map((order) => (
            <li key={order.id} className={styles.order}>
              <h3>{`${t('orderNumber')} ${order.name}`}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('orderDate')}</dt>
                  <dd>
                    <time dateTime={order.processedAt}>
                      {date.format(new Date(order.processedAt))}
                    </time>
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
              <div className={styles.tableWrap}>
                <table className={styles.lines}>
                  <caption>{t('lines', { number: order.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('article')}</th>
                      <th scope="col">{t('articleNumber')}</th>
                      <th scope="col" className={styles.number}>
                        {t('quantity')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('unitPrice')}
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
                        <td className={styles.number}>{line.quantity}</td>
                        <td className={styles.number}>
                          {line.variant ? money(line.variant.price) : ''}
                        </td>
                        <td className={styles.number}>{money(line.originalTotalPrice)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
