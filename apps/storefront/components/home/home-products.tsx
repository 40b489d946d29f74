import type { LanguageCode, Store } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { ProductListingResult } from '../../lib/commerce-search/products';
import { ServiceUnavailable } from '../feedback/service-unavailable';
import { ProductGrid } from '../product/product-grid';
import styles from './home-products.module.css';

interface HomeProductsProps {
  language: LanguageCode;
  store: Store;
  result: ProductListingResult;
}

/** The home page's product section: the store's products, or a notice if they cannot load. */
export async function HomeProducts({ language, store, result }: HomeProductsProps) {
  const t = await getTranslations({ locale: language, namespace: 'home' });
  return (
    <section aria-labelledby="home-products-heading">
      <div className={styles.intro}>
        <h1 id="home-products-heading" className={styles.heading}>
          {t('heading')}
        </h1>
        {result.status === 'ok' && result.listing.total > 0 && (
          <p className={styles.count}>{t('productCount', { count: result.listing.total })}</p>
        )}
      </div>
      {result.status === 'unavailable' ? (
        <ServiceUnavailable language={language} errorId={result.errorId} />
      ) : result.listing.products.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ProductGrid products={result.listing.products} language={language} store={store} />
      )}
    </section>
  );
}
