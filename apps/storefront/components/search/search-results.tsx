import { type LanguageCode, localizedPath, type Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { loadProductListing, type ProductListingResult } from '../../lib/commerce-search/products';
import type { ListingState } from '../../lib/listing/listing-state';
import { ServiceUnavailable } from '../feedback/service-unavailable';
import { ListingView } from '../listing/listing-view';
import { ProductGrid } from '../product/product-grid';
import styles from './search-results.module.css';

interface SearchResultsProps {
  language: LanguageCode;
  store: Store;
  phrase: string;
  state: ListingState;
  /** Undefined when no phrase was given. */
  result: ProductListingResult | undefined;
}

/** How many popular products an empty result suggests. */
const SUGGESTION_COUNT = 8;

/**
 * The search result page's content (spec 2.6): the phrase, the product count, the products
 * with sorting and load-more; an empty result suggests popular products instead.
 */
export async function SearchResults({
  language,
  store,
  phrase,
  state,
  result,
}: SearchResultsProps) {
  const t = await getTranslations({ locale: language, namespace: 'searchPage' });
  return (
    <section aria-labelledby="search-results-heading" className={styles.page}>
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
        <>
          <p>{t('noResults')}</p>
          <SearchSuggestions language={language} store={store} />
        </>
      ) : (
        <ListingView
          context={{
            language,
            store,
            path: localizedPath(language, 'search'),
            fixedParams: [['searchPhrase', phrase]],
            defaultSorting: null,
            state,
            aggregations: undefined,
          }}
          total={result.listing.total}
          products={result.listing.products}
          withFilters={false}
        />
      )}
    </section>
  );
}

/** Suggestions for an empty result: a hint and the store's most popular products. */
async function SearchSuggestions({ language, store }: { language: LanguageCode; store: Store }) {
  const [t, popular] = await Promise.all([
    getTranslations({ locale: language, namespace: 'listing' }),
    loadProductListing({ language, store, count: SUGGESTION_COUNT }),
  ]);
  return (
    <div className={styles.suggestions}>
      <p>{t('search.tryAgain')}</p>
      {popular.status === 'ok' && popular.listing.products.length > 0 && (
        <>
          <h2 className={styles.suggestionsHeading}>{t('search.suggestionsHeading')}</h2>
          <p>{t('search.suggestionsIntro')}</p>
          <ProductGrid products={popular.listing.products} language={language} store={store} />
        </>
      )}
    </div>
  );
}
