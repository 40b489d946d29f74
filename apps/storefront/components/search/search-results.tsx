import type { LanguageCode, Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { ProductListingResult } from '../../lib/commerce-search/products';
import { ServiceUnavailable } from '../feedback/service-unavailable';
import { ProductGrid } from '../product/product-grid';
import styles from './search-results.module.css';

interface SearchResultsProps {
  language: LanguageCode;
  store: Store;
  phrase: string;
  /** Undefined when no phrase was given. */
  result: ProductListingResult | undefined;
}

/** The search result page's content: the phrase, the product count and the products. */
export async function SearchResults({ language, store, phrase, result }: SearchResultsProps) {
  const t = await getTranslations({ locale: language, namespace: 'searchPage' });
  return (
    <section aria-labelledby="search-results-heading">
      <div className={styles.intro}>
        <h1 id="search-results-heading" className={styles.heading}>
          {phrase === '' ? t('headingWithoutPhrase') : t('heading', { phrase })}
        </h1>
        {result?.status === 'ok' && (
          <p className={styles.count}>{t('resultCount', { count: result.listing.total })}</p>
        )}
      </div>
      {result === undefined ? (
        <p>{t('enterPhrase')}</p>
      ) : result.status === 'unavailable' ? (
        <ServiceUnavailable language={language} errorId={result.errorId} />
      ) : result.listing.products.length === 0 ? (
        <p>{t('noResults')}</p>
      ) : (
        <ProductGrid products={result.listing.products} language={language} store={store} />
      )}
    </section>
  );
}
