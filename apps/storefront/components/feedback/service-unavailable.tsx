import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import styles from './service-unavailable.module.css';

interface ServiceUnavailableProps {
  language: LanguageCode;
  /** Shown so that support can find the failure in the logs. */
  errorId: string;
}

/** Friendly notice in place of content the commerce service could not deliver. */
export async function ServiceUnavailable({ language, errorId }: ServiceUnavailableProps) {
  const t = await getTranslations({ locale: language, namespace: 'storeError' });
  return (
    <section className={styles.notice} aria-labelledby="service-unavailable-heading">
      <h2 id="service-unavailable-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.message}>{t('message')}</p>
      <p className={styles.reference}>{t('reference', { errorId })}</p>
    </section>
  );
}
