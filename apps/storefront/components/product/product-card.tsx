import type { LanguageCode, Store } from '@shop/shop-config';
import Image from 'next/image';
import Link from 'next/link';
import type { ProductSummary } from '../../lib/commerce-search/products';
import styles from './product-card.module.css';
import { ProductPrice } from './product-price';

interface ProductCardProps {
  product: ProductSummary;
  language: LanguageCode;
  store: Store;
}

/** A product tile: image and title link to the product page, the price below. */
export function ProductCard({ product, language, store }: ProductCardProps) {
  return (
    <li className={styles.card}>
      <Link href={product.path} className={styles.link}>
        <span className={styles.media}>
          {product.imageSrc !== undefined && (
            // The title next to it names the product, so the image is decorative here.
            // Served as-is: product images are SVG for now; the image loader of spec 9 comes later.
            <Image src={product.imageSrc} alt="" width={320} height={240} unoptimized />
          )}
        </span>
        <span className={styles.title}>{product.title}</span>
      </Link>
      <ProductPrice
        price={product.price}
        strikethroughPrice={product.strikethroughPrice}
        language={language}
        store={store}
      />
    </li>
  );
}
