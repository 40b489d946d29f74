import type { ProductTile } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { reshapeProductTile } from '../../lib/commerce-search/products';
import { ProductCard } from '../product/product-card';
import styles from './product-page.module.css';

interface RelatedProductsProps {
  language: LanguageCode;
  store: Store;
  products: readonly ProductTile[];
  /** Where a tile links to; the product's page unless the bundle adds its parameters. */
  hrefOf?: (product: ProductTile) => string;
}

/**
 * Accessories, spare parts or bundle choices as the listing's product tiles (image, title,
 * price, badges, availability, favorites toggle), so a tile looks and works the same
 * everywhere in the shop.
 */
export function RelatedProducts({ language, store, products, hrefOf }: RelatedProductsProps) {
  return (
    <ul className={styles.tiles}>
      {products.map((tile) => {
        const summary = reshapeProductTile(tile, language);
        return (
          <ProductCard
            key={tile.id}
            product={hrefOf ? { ...summary, path: hrefOf(tile) } : summary}
            language={language}
            store={store}
          />
        );
      })}
    </ul>
  );
}
