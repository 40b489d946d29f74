import { isLanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import styles from '../../../../components/account/account.module.css';
import { ResetPasswordForm } from '../../../../components/account/reset-password-form';
import {
  RESET_LINK_ID_PATTERN,
  RESET_LINK_TOKEN_PATTERN,
} from '../../../../lib/account/account-form-state';

interface ResetPasswordPageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  // A personal link's page: nothing to index.
  return { title: t('resetTitle'), robots: { index: false, follow: false } };
}

/**
 * The password reset page (spec 2.5, 4), the target of the mailed link
 * /{lang}/{resetPassword route}/?id=…&token=…; a link without them says it is invalid.
 */
export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const query = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const id = typeof query.id === 'string' ? query.id : '';
  const token = typeof query.token === 'string' ? query.token : '';
  const valid = RESET_LINK_ID_PATTERN.test(id) && RESET_LINK_TOKEN_PATTERN.test(token);
  return (
    <div className={styles.page}>
      <h1>{t('resetTitle')}</h1>
      {valid ? (
        <ResetPasswordForm language={lang} customerId={id} token={token} />
      ) : (
        <p className={styles.notice}>{t('resetFailed')}</p>
      )}
    </div>
  );
}
