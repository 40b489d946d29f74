import type { LanguageCode, Store } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '../../lib/commerce-search/products';
import { type FeatureComparison, featureKey } from '../../lib/listing/differences';
import { StaticImage } from '../media/static-image';
import { FavoriteToggle } from './favorite-toggle';
import { FeatureList } from './feature-list';
import styles from './product-card.module.css';
import { ProductPrice } from './product-price';

/** Tiles of the first row on a wide screen, whose images load without waiting. */
const EAGER_TILE_COUNT = 4;

interface ProductCardProps {
  product: ProductSummary;
  language: LanguageCode;
  store: Store;
  /** Set in "highlight differences" mode: the tile lists its filter values. */
  comparison?: FeatureComparison;
  /** Extra class, e.g. to hide tiles past the mobile page size on narrow screens. */
  className?: string;
  /** Position in the listing, so load-more can move focus to the first new tile. */
  index?: number;
}

/**
 * A product tile (spec 2.6): image and title link to the product page; price with the
 * former price struck through, badges, the tile status and the favorites toggle.
 */
export async function ProductCard({
  product,
  language,
  store,
  comparison,
  className,
  index,
}: ProductCardProps) {
  const t = await getTranslations({ locale: language, namespace: 'productTile' });
  const badgeText = {
    sale: t('sale'),
    'online-only': t('onlineOnly'),
    'seasonal-deal': t('seasonalDeal'),
  } as const;
  const eager = index !== undefined && index < EAGER_TILE_COUNT;
  return (
    <li
      className={className === undefined ? styles.card : `${styles.card} ${className}`}
      data-tile-index={index}
    >
      <Link prefetch={false} href={product.path} className={styles.link}>
        <span className={styles.media}>
          {product.imageSrc !== undefined && (
            // The title next to it names the product, so the image is decorative here. The first
            // row loads at once: it is the largest content a shopper sees first (Lighthouse LCP).
            // Product images are SVG, which the image loader passes through untransformed.
            <StaticImage
              src={product.imageSrc}
              alt=""
              width={320}
              height={240}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
            />
          )}
        </span>
        <span className={styles.title}>{product.title}</span>
      </Link>
      <FavoriteToggle
        productId={product.id}
        addLabel={t('addFavorite', { title: product.title })}
        removeLabel={t('removeFavorite', { title: product.title })}
      />
      {product.badges.length > 0 && (
        <ul className={styles.badges} aria-label={t('badges')}>
          {product.badges.map((badge) => (
            <li key={badge} className={`${styles.badge} ${styles[badge] ?? ''}`}>
              {badgeText[badge]}
            </li>
          ))}
        </ul>
      )}
      <ProductPrice
        price={product.price}
        strikethroughPrice={product.strikethroughPrice}
        language={language}
        store={store}
      />
      <p className={product.available ? styles.available : styles.soldOut}>
        {product.available ? t('available') : t('soldOut')}
      </p>
      {comparison !== undefined && (
        <FeatureList
          language={language}
          features={product.features}
          comparison={comparison}
          differs={(feature) => comparison.differing.has(featureKey(feature))}
        />
      )}
    </li>
  );
}
