import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '../../../../components/account/account.module.css';
import { AccountNav } from '../../../../components/account/account-nav';
import { ChangePasswordForm } from '../../../../components/account/change-password-form';
import { loadAccountPage } from '../../../../lib/account/account-page';

interface ChangePasswordPageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: ChangePasswordPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return { title: t('passwordTitle'), robots: { index: false, follow: false } };
}

/** Change password (spec 2.5); with single sign-on the account site does it instead. */
export default async function ChangePasswordPage({ params }: ChangePasswordPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const data = await loadAccountPage(lang);
  if (data.singleSignOn) redirect(localizedPath(lang, 'orderHistory'));
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return (
    <div className={styles.page}>
      <AccountNav
        language={lang}
        customer={data.profile}
        current="changePassword"
        singleSignOn={false}
      />
      <h2>{t('passwordTitle')}</h2>
      <ChangePasswordForm language={lang} />
    </div>
  );
}
