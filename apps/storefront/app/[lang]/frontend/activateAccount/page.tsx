import { isLanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '../../../../components/account/account.module.css';
import { ActivationForm } from '../../../../components/account/activation-form';
import {
  RESET_LINK_ID_PATTERN,
  RESET_LINK_TOKEN_PATTERN,
} from '../../../../lib/account/account-form-state';

interface ActivateAccountPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ActivateAccountPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return { title: t('activateTitle'), robots: { index: false, follow: false } };
}

/**
 * The account activation page (spec 2.5, 4), the target of the mailed invitation link
 * /{lang}/{activateAccount route}/?id=…&token=…: create a password, or decline.
 */
export default async function ActivateAccountPage({
  params,
  searchParams,
}: ActivateAccountPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const query = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const id = typeof query.id === 'string' ? query.id : '';
  const token = typeof query.token === 'string' ? query.token : '';
  const valid = RESET_LINK_ID_PATTERN.test(id) && RESET_LINK_TOKEN_PATTERN.test(token);
  return (
    <div className={styles.page}>
      <h1>{t('activateTitle')}</h1>
      {query.declined === '1' ? (
        <p role="status">{t('declined')}</p>
      ) : valid ? (
        <>
          <p>{t('activateIntro')}</p>
          <ActivationForm language={lang} customerId={id} token={token} />
        </>
      ) : (
        <p className={styles.notice}>{t('activationFailed')}</p>
      )}
    </div>
  );
}
