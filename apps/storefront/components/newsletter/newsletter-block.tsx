import { type LanguageCode, localizedPath } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { requestStore } from '../../lib/store/request-store';
import styles from './newsletter.module.css';
import { NewsletterForm } from './newsletter-form';

interface NewsletterBlockProps {
  language: LanguageCode;
  headline: string;
  text: string;
  /** Lets links jump to the block, e.g. a campaign button to `#newsletter` (spec 2.6). */
  anchorId?: string | undefined;
  /** Offer the welcome voucher with the subscription (payload create_voucher). */
  createVoucher: boolean;
}

/** A heading id that is stable between server and browser and unique per block on a page. */
function headingIdOf(anchorId: string | undefined, headline: string): string {
  const slug = headline
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `newsletter-heading-${anchorId ?? slug}`;
}

/**
 * The newsletter signup block (spec 2.6, 4): headline and text from the content, then the
 * form with e-mail and consent. Placeable on any page, with an optional anchor id; the
 * delivery country sent along is the store serving this request.
 */
export async function NewsletterBlock({
  language,
  headline,
  text,
  anchorId,
  createVoucher,
}: NewsletterBlockProps) {
  const t = await getTranslations({ locale: language, namespace: 'brand' });
  const store = await requestStore();
  const headingId = headingIdOf(anchorId, headline);
  return (
    <section id={anchorId} className={styles.block} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.headline}>
            {headline}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <NewsletterForm
          language={language}
          country={store.key}
          createVoucher={createVoucher}
          brandName={t('name')}
          privacyHref={localizedPath(language, 'privacy')}
        />
      </div>
    </section>
  );
}
