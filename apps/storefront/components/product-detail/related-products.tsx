import type { ProductTile } from '@shop/search-contract';
import { formatPrice, type LanguageCode, type Store } from '@shop/shop-config';
import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { storefrontMediaSrc } from '../../lib/commerce-search/media';
import styles from './product-page.module.css';

interface RelatedProductsProps {
  language: LanguageCode;
  store: Pick<Store, 'prices'>;
  products: readonly ProductTile[];
  /** Where a tile links to; the product's page unless the bundle adds its parameters. */
  hrefOf?: (product: ProductTile) => string;
}

/** Tiles of accessories, spare parts or bundle choices: image, title, price, availability. */
export async function RelatedProducts({ language, store, products, hrefOf }: RelatedProductsProps) {
  const t = await getTranslations({ locale: language, namespace: 'product' });
  const format = (amountMinor: number, currency: Store['prices']['currency']) =>
    formatPrice(amountMinor, currency, store.prices.locale);
  return (
    <ul className={styles.tiles}>
      {products.map((product) => {
        const imageSrc = storefrontMediaSrc(product.imageUrl);
        const reduced =
          product.strikethroughPrice !== null &&
          product.strikethroughPrice.amountMinor > product.price.amountMinor
            ? product.strikethroughPrice
            : null;
        const soldOut =
          product.stockStatus === 'outOfStock' || product.stockStatus === 'notAvailableOnline';
        return (
          <li key={product.id} className={styles.tile}>
            <Link href={hrefOf ? hrefOf(product) : product.url} className={styles.tileLink}>
              {imageSrc !== undefined && (
                // The title beside it names the product; the image adds nothing for a screen reader.
                <Image src={imageSrc} alt="" width={200} height={150} unoptimized />
              )}
              <span className={styles.tileTitle}>{product.title}</span>
            </Link>
            <p className={styles.tilePrice}>
              <span>{format(product.price.amountMinor, product.price.currency)}</span>
              {reduced !== null && (
                <del className={styles.tileFormer}>
                  {format(reduced.amountMinor, reduced.currency)}
                </del>
              )}
            </p>
            <p className={styles.tileStatus}>{soldOut ? t('tileSoldOut') : t('tileAvailable')}</p>
          </li>
        );
      })}
    </ul>
  );
}
