import type { LanguageCode, Store } from '@shop/shop-config';
import type { ProductSummary } from '../../lib/commerce-search/products';
import type { FeatureComparison } from '../../lib/listing/differences';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  language: LanguageCode;
  store: Store;
  /** Set in "highlight differences" mode. */
  comparison?: FeatureComparison;
  /**
   * Tiles past this many are hidden below the desktop breakpoint: the server renders the
   * desktop page size, mobile and tablet show their smaller one (spec 9), no script needed.
   */
  mobileLimit?: number;
}

/** Products as a responsive grid of tiles. */
export function ProductGrid({
  products,
  language,
  store,
  comparison,
  mobileLimit,
}: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          language={language}
          store={store}
          comparison={comparison}
          index={index}
          className={
            mobileLimit !== undefined && index >= mobileLimit ? styles.desktopOnly : undefined
          }
        />
      ))}
    </ul>
  );
}
