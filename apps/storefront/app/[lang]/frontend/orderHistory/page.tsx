import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ORDER_PARAMETER, OrderHistory } from '../../../../components/account/order-history';
import { accountDataFailure } from '../../../../lib/account/account-page';
import { type AccountCustomer, loadOrderHistory } from '../../../../lib/account/customer-account';
import { customerAccessToken } from '../../../../lib/account/customer-session';
import { accountSiteLink, usesSingleSignOn } from '../../../../lib/account/single-sign-on';
import { storefrontEnv } from '../../../../lib/env';
import { requestStore } from '../../../../lib/store/request-store';

interface OrderHistoryPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: OrderHistoryPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'orderHistory' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The order history (spec 2.5) at the language's route, e.g. /de/order-history/. Without a
 * valid session (none, expired, logged out elsewhere) the visitor goes to the login route.
 */
export default async function OrderHistoryPage({ params, searchParams }: OrderHistoryPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const store = await requestStore();
  // Single sign-on: orders are a page of the account site (spec 2.2).
  if (usesSingleSignOn(store)) redirect(accountSiteLink(lang, 'orders'));
  const token = await customerAccessToken();
  if (token === undefined) redirect(localizedPath(lang, 'login'));
  let customer: AccountCustomer | null;
  try {
    customer = await loadOrderHistory({ store, language: lang, accessToken: token });
  } catch (error) {
    // Spec 8: the shop's error page with status 500, not a notice with 200.
    accountDataFailure(error);
  }
  if (customer === null) redirect(localizedPath(lang, 'login'));
  const requested = (await searchParams)[ORDER_PARAMETER];
  const detail =
    typeof requested === 'string'
      ? customer.orders.nodes.find((order) => String(order.orderNumber) === requested)
      : undefined;
  // An order number that is not among the customer's orders is not found, not someone else's.
  if (typeof requested === 'string' && detail === undefined) notFound();
  return (
    <OrderHistory
      language={lang}
      store={store}
      customer={customer}
      singleSignOn={usesSingleSignOn(store)}
      detail={detail}
      serviceEmail={storefrontEnv().CUSTOMER_SERVICE_EMAIL}
    />
  );
}
