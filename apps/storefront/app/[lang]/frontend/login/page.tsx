import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountTabs } from '../../../../components/account/account-tabs';
import { RegistrationSuccess } from '../../../../components/account/registration-success';
import { REGISTERED_PARAMETER } from '../../../../lib/account/account-form-state';
import { type SessionCustomer, sessionCustomer } from '../../../../lib/account/customer-account';
import { customerAccessToken } from '../../../../lib/account/customer-session';
import { RETURN_TO_PARAMETER, safeReturnPath } from '../../../../lib/account/return-to';
import { StorefrontApiError } from '../../../../lib/cart/storefront-api';
import { requestStore } from '../../../../lib/store/request-store';

interface LoginPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return {
    // Spec 2.4: the translated account title plus the brand (the layout's title template).
    title: t('title'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(lang, 'login') },
  };
}

/**
 * The account page (spec 2.5) at the language's login route, e.g. /de/login/: login and
 * register tabs. A visitor with a valid session goes straight to the order history, except
 * right after registering (?registered=1), when the page shows the registration success.
 */
export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const token = await customerAccessToken();
  let customer: SessionCustomer | null = null;
  if (token !== undefined) {
    try {
      customer = await sessionCustomer(await requestStore(), token);
    } catch (error) {
      // The forms still show; logging in will tell the shopper if the service is down.
      if (!(error instanceof StorefrontApiError)) throw error;
      console.error(`[account] ${error.message}`, error.cause);
    }
  }
  const query = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const returnTo = safeReturnPath(lang, query[RETURN_TO_PARAMETER]);
  if (customer !== null) {
    if (returnTo !== undefined) redirect(returnTo);
    if (query[REGISTERED_PARAMETER] === undefined) redirect(localizedPath(lang, 'orderHistory'));
    return (
      <>
        <h1>{t('title')}</h1>
        <RegistrationSuccess language={lang} firstName={customer.firstName ?? ''} />
      </>
    );
  }
  const tab = query.tab === 'register' ? 'register' : 'login';
  return (
    <>
      <h1>{t('title')}</h1>
      <AccountTabs language={lang} initialTab={tab} returnTo={returnTo} />
    </>
  );
}
