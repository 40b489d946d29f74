import type { ProductDetail } from '@shop/search-contract';
import { type LanguageCode, MONEY_BACK_GUARANTEE_DAYS, type Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { storefrontMediaSrc } from '../../lib/commerce-search/media';
import { type BundleContext, bundleSlotProductPath } from '../../lib/product/bundle-params';
import { ConsentedVideo } from '../consent/consented-video';
import { ProductReviews } from '../reviews/product-reviews';
import styles from './product-page.module.css';
import { RelatedProducts } from './related-products';

export const SECTION_IDS = {
  overview: 'overview',
  functions: 'functions',
  technicalData: 'technical-data',
  reviews: 'reviews',
  accessories: 'accessories',
  spareParts: 'spare-parts',
  downloads: 'downloads',
  bundle: 'bundle',
} as const;
export type SectionName = keyof typeof SECTION_IDS;

/** The sections this product has content for, in page order (spec 2.6). */
export function presentSections(product: ProductDetail): SectionName[] {
  const sections: SectionName[] = ['overview'];
  if (product.functions.length > 0) sections.push('functions');
  sections.push('technicalData', 'reviews');
  if (product.accessories.length > 0) sections.push('accessories');
  if (product.spareParts.length > 0) sections.push('spareParts');
  if (product.downloads.length > 0 || product.videos.length > 0) sections.push('downloads');
  if (product.bundle !== null && product.bundle.slots.length > 0) sections.push('bundle');
  return sections;
}

interface ProductSectionsProps {
  language: LanguageCode;
  store: Store;
  product: ProductDetail;
  /** The slot a shopper came back from, opened first in the bundle section. */
  returningSlot: number | undefined;
}

/** Language names for the manuals' languages, in the page's language. */
function languageName(pageLanguage: LanguageCode, code: string): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The page's sections below the buy box (spec 2.6): overview, functions, technical data
 * with FAQ, reviews, accessories and spare parts, downloads (manuals and videos), bundle.
 */
export async function ProductSections(props: ProductSectionsProps) {
  const { language, store, product } = props;
  const t = await getTranslations({ locale: language, namespace: 'product' });
  const sections = presentSections(product);
  const rentable = product.productTypes.includes('rent');
  const paragraphs = product.description.split(/\n{2,}/).filter((text) => text.trim() !== '');
  return (
    <>
      <section id={SECTION_IDS.overview} className={styles.section} aria-labelledby="h-overview">
        <h2 id="h-overview">{t('sectionOverview')}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {product.genderFit !== null && (
          <p>
            {t('fitLabel')}:{' '}
            {{ women: t('fitWomen'), men: t('fitMen'), unisex: t('fitUnisex') }[product.genderFit]}
          </p>
        )}
      </section>

      {sections.includes('functions') && (
        <section
          id={SECTION_IDS.functions}
          className={styles.section}
          aria-labelledby="h-functions"
        >
          <h2 id="h-functions">{t('sectionFunctions')}</h2>
          <ul className={styles.functions}>
            {product.functions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      )}

      <section
        id={SECTION_IDS.technicalData}
        className={styles.section}
        aria-labelledby="h-technical"
      >
        <h2 id="h-technical">{t('sectionTechnicalData')}</h2>
        {product.technicalInformation.length > 0 && (
          <table className={styles.technicalTable}>
            <caption className="visually-hidden">
              {t('technicalCaption', { title: product.title })}
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('articleNumber')}</th>
                <td>{product.articleNumber}</td>
              </tr>
              {product.technicalInformation.map((row) => (
                <tr key={row.rowId}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('faqHeading')}</h3>
        <div className={styles.faq}>
          <details>
            <summary>{t('faqDeliveryQuestion')}</summary>
            <p>{t('faqDeliveryAnswer', { days: store.deliveryTime })}</p>
          </details>
          <details>
            <summary>{t('faqReturnsQuestion')}</summary>
            <p>{t('faqReturnsAnswer', { days: MONEY_BACK_GUARANTEE_DAYS })}</p>
          </details>
          {product.downloads.length > 0 && (
            <details>
              <summary>{t('faqManualQuestion')}</summary>
              <p>{t('faqManualAnswer')}</p>
            </details>
          )}
          {rentable && (
            <details>
              <summary>{t('faqRentalQuestion')}</summary>
              <p>{t('faqRentalAnswer')}</p>
            </details>
          )}
        </div>
      </section>

      {/* ProductReviews is the section itself (id SECTION_IDS.reviews, heading "Bewertungen"):
          a wrapping section repeated the landmark, its name and its id (axe landmark-unique). */}
      <ProductReviews language={language} productId={product.id} summary={product.reviews} />

      {sections.includes('accessories') && (
        <section
          id={SECTION_IDS.accessories}
          className={styles.section}
          aria-labelledby="h-accessories"
        >
          <h2 id="h-accessories">{t('sectionAccessories')}</h2>
          <RelatedProducts language={language} store={store} products={product.accessories} />
        </section>
      )}
      {sections.includes('spareParts') && (
        <section id={SECTION_IDS.spareParts} className={styles.section} aria-labelledby="h-spare">
          <h2 id="h-spare">{t('sectionSpareParts')}</h2>
          <RelatedProducts language={language} store={store} products={product.spareParts} />
        </section>
      )}

      {sections.includes('downloads') && (
        <section
          id={SECTION_IDS.downloads}
          className={styles.section}
          aria-labelledby="h-downloads"
        >
          <h2 id="h-downloads">{t('sectionDownloads')}</h2>
          <ul className={styles.downloads}>
            {product.downloads.map((document) => {
              const href = storefrontMediaSrc(document.url);
              if (href === undefined) return null;
              return (
                <li key={document.url}>
                  <a href={href} download>
                    {t('downloadLink', {
                      title: document.title,
                      language:
                        document.language === null
                          ? 'none'
                          : languageName(language, document.language),
                    })}
                  </a>
                </li>
              );
            })}
          </ul>
          {product.videos.map((video) => (
            <ConsentedVideo key={video.url} title={video.title} src={video.url} />
          ))}
        </section>
      )}

      {product.bundle !== null && sections.includes('bundle') && (
        <section id={SECTION_IDS.bundle} className={styles.section} aria-labelledby="h-bundle">
          <h2 id="h-bundle">{t('sectionBundle')}</h2>
          {product.bundle.slots.map((slot, _index, slots) => {
            const context: BundleContext = {
              bundleId: product.id,
              slots: slots.length,
              currentSlot: slot.slot,
            };
            return (
              <details
                key={slot.slot}
                className={styles.bundleSlot}
                open={props.returningSlot === undefined || props.returningSlot === slot.slot}
              >
                <summary>{t('bundleSlot', { slot: slot.slot, quantity: slot.quantity })}</summary>
                <RelatedProducts
                  language={language}
                  store={store}
                  products={slot.products}
                  hrefOf={(tile) => bundleSlotProductPath(language, tile.id, context)}
                />
              </details>
            );
          })}
        </section>
      )}
    </>
  );
}
