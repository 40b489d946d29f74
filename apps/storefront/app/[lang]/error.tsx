'use client';

import { isLanguageCode, LANGUAGES } from '@shop/shop-config';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from '../../components/not-found/not-found-content.module.css';

/**
 * The shop's error page for a page whose data could not be loaded (spec 8: "Account page
 * data load failure: response status 500"). The server answers 500 with this page inside
 * the shop's layout; the error id (Next's digest) is also in the server's log line.
 */
export default function LanguageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('errorPage');
  const params = useParams<{ lang: string }>();
  const homePath = LANGUAGES[isLanguageCode(params.lang) ? params.lang : 'de'].url;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={styles.notFound} aria-labelledby="error-page-heading">
      <h1 id="error-page-heading">{t('heading')}</h1>
      <p>{t('message')}</p>
      {error.digest !== undefined && <p>{t('reference', { errorId: error.digest })}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={reset}>
          {t('retry')}
        </button>
        <a href={homePath} className={styles.primary}>
          {t('goHome')}
        </a>
      </div>
    </section>
  );
}
