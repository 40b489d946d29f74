import { type LanguageCode, localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './checkout.module.css';

/**
 * Instead of a checkout that cannot go on: an unknown or closed cart ('gone'), catalogue
 * mode (the service's localized message), or a service that does not answer.
 */
export async function CheckoutUnavailable({
  language,
  reason,
  message,
}: {
  language: LanguageCode;
  reason: 'gone' | 'catalogue-mode' | 'unavailable';
  message?: string;
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout' });
  const heading =
    reason === 'gone'
      ? t('gone.heading')
      : reason === 'catalogue-mode'
        ? t('catalogueMode.heading')
        : t('unavailable.heading');
  const text =
    reason === 'gone'
      ? t('gone.text')
      : reason === 'catalogue-mode'
        ? (message ?? t('catalogueMode.text'))
        : t('unavailable.text');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p>{text}</p>
      <p className={styles.actions}>
        {reason === 'catalogue-mode' ? (
          <Link className={styles.linkButton} href={`/${language}/`}>
            {t('toHome')}
          </Link>
        ) : (
          <Link className={styles.linkButton} href={localizedPath(language, 'cart')}>
            {t('toCart')}
          </Link>
        )}
      </p>
    </div>
  );
}
