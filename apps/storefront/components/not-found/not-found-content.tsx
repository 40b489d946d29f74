import { LANGUAGES, type LanguageCode, localizedPath } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { GoBackButton } from './go-back-button';
import styles from './not-found-content.module.css';

/** The error page of spec 2.6: why a page may be missing, back and home buttons, search link. */
export async function NotFoundContent({ language }: { language: LanguageCode }) {
  const t = await getTranslations({ locale: language, namespace: 'notFound' });
  const homePath = LANGUAGES[language].url;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('heading')}</h1>
      <p>{t('intro')}</p>
      <p className={styles.hintsIntro}>{t('hintsIntro')}</p>
      <ul className={styles.hints}>
        <li>{t('hintWrongUrl')}</li>
        <li>{t('hintOutdatedUrl')}</li>
      </ul>
      <p>
        {t.rich('suggestion', {
          search: (chunks) => <Link href={localizedPath(language, 'search')}>{chunks}</Link>,
          home: (chunks) => <Link href={homePath}>{chunks}</Link>,
        })}
      </p>
      <div className={styles.actions}>
        <GoBackButton label={t('goBack')} fallbackHref={homePath} className={styles.secondary} />
        <Link href={homePath} className={styles.primary}>
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}
