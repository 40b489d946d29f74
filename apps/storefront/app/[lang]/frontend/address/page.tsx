import { isLanguageCode, localizedPath } from '@shop/shop-config';
import { requiredAddressFields } from '@shop/validation';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '../../../../components/account/account.module.css';
import { AccountNav } from '../../../../components/account/account-nav';
import { AddressForm } from '../../../../components/account/address-form';
import { EMPTY_ADDRESS } from '../../../../lib/account/account-area-state';
import { loadAccountPage } from '../../../../lib/account/account-page';
import { addressToEdit } from '../../../../lib/account/customer-profile';

interface AddressPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: AddressPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return { title: t('addressTitle'), robots: { index: false, follow: false } };
}

/**
 * The address page (spec 2.5, 3 "Address"): the default address of the first 5, created
 * or edited. With single sign-on the account site keeps addresses; the page does not exist.
 */
export default async function AddressPage({ params }: AddressPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const data = await loadAccountPage(lang);
  if (data.singleSignOn) redirect(localizedPath(lang, 'orderHistory'));
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const address = addressToEdit(data.profile);
  const initial = { ...EMPTY_ADDRESS };
  if (address) {
    for (const field of Object.keys(initial) as (keyof typeof initial)[]) {
      initial[field] = address[field] ?? '';
    }
  }
  return (
    <div className={styles.page}>
      <AccountNav language={lang} customer={data.profile} current="address" singleSignOn={false} />
      <h2>{t('addressTitle')}</h2>
      <AddressForm
        language={lang}
        storeKey={data.store.key}
        requiredFields={requiredAddressFields(data.store.key)}
        initial={initial}
      />
    </div>
  );
}
