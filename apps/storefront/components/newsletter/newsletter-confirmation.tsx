import { LANGUAGES, type LanguageCode } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ConfirmationOutcome } from '../../lib/newsletter/newsletter-service';
import styles from './newsletter-confirmation.module.css';

/**
 * What the mailed confirmation link shows: the confirmed subscription (with the welcome
 * voucher when one was asked for), or why it could not be confirmed, in the link's language.
 */
export async function NewsletterConfirmation({
  language,
  outcome,
}: {
  language: LanguageCode;
  outcome: ConfirmationOutcome;
}) {
  const t = await getTranslations({ locale: language, namespace: 'newsletter' });
  const brand = await getTranslations({ locale: language, namespace: 'brand' });
  const confirmed = outcome.kind === 'confirmed';
  return (
    <section className={styles.confirmation} aria-labelledby="newsletter-confirmation-heading">
      <h1 id="newsletter-confirmation-heading">
        {confirmed ? t('confirmedHeadline') : t('notConfirmedHeadline')}
      </h1>
      {outcome.kind === 'confirmed' && (
        <>
          <p>{t('confirmedMessage', { brand: brand('name') })}</p>
          {outcome.confirmation.voucher !== null && (
            <p className={styles.voucher}>
              {t('voucherMessage', { percent: outcome.confirmation.voucher.percent })}{' '}
              <strong className={styles.code}>{outcome.confirmation.voucher.code}</strong>
            </p>
          )}
        </>
      )}
      {outcome.kind === 'unknown-link' && <p>{t('unknownLink')}</p>}
      {outcome.kind === 'unavailable' && <p>{t('unavailable')}</p>}
      <p className={styles.actions}>
        <Link href={LANGUAGES[language].url} className={styles.home}>
          {t('homeLink')}
        </Link>
      </p>
    </section>
  );
}
