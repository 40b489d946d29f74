import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { markRenderFailed } from '../../lib/page-cache/page-cache-hooks';
import { currentRequestId } from '../../lib/request-context/request-id';
import styles from './service-unavailable.module.css';

interface ServiceUnavailableProps {
  language: LanguageCode;
  /** Shown so that support can find the failure in the logs. */
  errorId: string;
  /** 1 where the notice is all the page's content (the page needs its one h1), else 2. */
  headingLevel?: 1 | 2;
}

/** Friendly notice in place of content the commerce service could not deliver. */
export async function ServiceUnavailable({
  language,
  errorId,
  headingLevel = 2,
}: ServiceUnavailableProps) {
  const t = await getTranslations({ locale: language, namespace: 'storeError' });
  // The notice stands for a passing failure: the page cache must not keep it.
  markRenderFailed(await currentRequestId());
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.notice} aria-labelledby="service-unavailable-heading">
      <Heading id="service-unavailable-heading" className={styles.heading}>
        {t('heading')}
      </Heading>
      <p className={styles.message}>{t('message')}</p>
      <p className={styles.reference}>{t('reference', { errorId })}</p>
    </section>
  );
}
