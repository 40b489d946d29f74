import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '../../lib/commerce-search/products';
import { compareFeatures } from '../../lib/listing/differences';
import { listingCounts, listingHref, withCompare, withPage } from '../../lib/listing/listing-state';
import { ProductGrid } from '../product/product-grid';
import { ActiveFilters } from './active-filters';
import { basePath, type ListingContext } from './listing-context';
import { ListingFilters } from './listing-filters';
import styles from './listing-view.module.css';
import { LoadMore, LoadMoreFocus } from './load-more';
import { SortForm } from './sort-form';

interface ListingViewProps {
  context: ListingContext;
  total: number;
  products: ProductSummary[];
  /** Category listings offer filters; search results only sort and load more. */
  withFilters: boolean;
}

/**
 * A product listing (spec 2.6): filters, sorting, "highlight differences", the tiles and
 * load-more. Everything is a link or a GET form over the URL state, so the first page
 * renders on the server and works without script, and reload, back and sharing keep it.
 */
export async function ListingView({ context, total, products, withFilters }: ListingViewProps) {
  const { language, store, state, defaultSorting } = context;
  const t = await getTranslations({ locale: language, namespace: 'listing' });
  const counts = listingCounts(state);
  const base = basePath(context);
  const comparison = state.compare ? compareFeatures(products) : undefined;
  const moreOnDesktop = total > Math.min(products.length, counts.desktop);
  const moreOnMobile = total > Math.min(products.length, counts.mobileAndTablet);
  const body = (
    <div className={styles.results}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('productCount', { count: total })}
        </p>
        <div className={styles.tools}>
          {products.length > 1 && (
            <Link
              prefetch={false}
              href={listingHref(base, withCompare(state, !state.compare), defaultSorting)}
              scroll={false}
              className={styles.compareToggle}
            >
              {state.compare ? t('compare.end') : t('compare.start')}
            </Link>
          )}
          <SortForm context={context} />
        </div>
      </div>
      {comparison !== undefined && <p className={styles.compareHint}>{t('compare.hint')}</p>}
      {withFilters && <ActiveFilters context={context} />}
      <h2 className="visually-hidden">{t('productsHeading')}</h2>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('noProducts')}</p>
      ) : (
        <ProductGrid
          products={products}
          language={language}
          store={store}
          comparison={comparison}
          mobileLimit={counts.mobileAndTablet}
        />
      )}
      {(moreOnDesktop || moreOnMobile) && (
        <div className={styles.more}>
          <LoadMore
            href={listingHref(base, withPage(state, state.page + 1), defaultSorting)}
            label={t('loadMore')}
            moreOnDesktop={moreOnDesktop}
            moreOnMobile={moreOnMobile}
          />
        </div>
      )}
      <LoadMoreFocus page={state.page} />
    </div>
  );
  if (!withFilters) return body;
  return (
    <div className={styles.columns}>
      <ListingFilters context={context} />
      {body}
    </div>
  );
}
