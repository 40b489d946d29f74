import { LANGUAGES, type LanguageCode, type Store } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  language: LanguageCode;
  store: Store;
}

/** Brand link home and the delivery country with its currency, e.g. "Lieferland: Schweiz · CHF". */
export async function SiteHeader({ language, store }: SiteHeaderProps) {
  const t = await getTranslations({ locale: language });
  const brand = t('brand.name');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          href={LANGUAGES[language].url}
          className={styles.brand}
          aria-label={t('layout.homeLinkLabel', { brand })}
        >
          {brand}
        </Link>
        <p className={styles.deliveryCountry}>
          {t('layout.deliveryCountry', {
            country: store.nameTranslation[language],
            currency: store.prices.currency,
          })}
        </p>
      </div>
    </header>
  );
}
