import type { LanguageCode, Store } from '@shop/shop-config';
import type { ProductSummary } from '../../lib/commerce-search/products';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  language: LanguageCode;
  store: Store;
}

/** Products as a responsive grid of tiles. */
export function ProductGrid({ products, language, store }: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} language={language} store={store} />
      ))}
    </ul>
  );
}
