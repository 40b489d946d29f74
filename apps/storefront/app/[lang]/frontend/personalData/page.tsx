import { isLanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '../../../../components/account/account.module.css';
import { AccountNav } from '../../../../components/account/account-nav';
import { PersonalDataForm } from '../../../../components/account/personal-data-form';
import { loadAccountPage } from '../../../../lib/account/account-page';
import { accountSiteLink, usesSingleSignOn } from '../../../../lib/account/single-sign-on';
import { requestStore } from '../../../../lib/store/request-store';

interface PersonalDataPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PersonalDataPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return { title: t('personalTitle'), robots: { index: false, follow: false } };
}

/** Personal data (spec 2.5, 3 "User") at the language's personal route. */
export default async function PersonalDataPage({ params }: PersonalDataPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  // Single sign-on: identity is a page of the account site (spec 2.2).
  if (usesSingleSignOn(await requestStore())) redirect(accountSiteLink(lang, 'identity'));
  const data = await loadAccountPage(lang);
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const { profile } = data;
  return (
    <div className={styles.page}>
      <AccountNav
        language={lang}
        customer={profile}
        current="personal"
        singleSignOn={data.singleSignOn}
      />
      <h2>{t('personalTitle')}</h2>
      <PersonalDataForm
        language={lang}
        initial={{
          firstName: profile.firstName ?? '',
          lastName: profile.lastName ?? '',
          phone: profile.phone ?? '',
          email: profile.email ?? '',
        }}
      />
    </div>
  );
}
