import type { ProductDetail } from '@shop/search-contract';
import {
  LANGUAGES,
  type LanguageCode,
  localizedPath,
  type Store,
  vatPercent,
} from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { storefrontMediaSrc } from '../../lib/commerce-search/media';
import { loadCartContent } from '../../lib/content/cart-content';
import { type BundleContext, bundlePagePath } from '../../lib/product/bundle-params';
import { buyboxPriceTexts } from '../../lib/product/price-texts';
import { jsonForScript, productJsonLd } from '../../lib/product/product-json-ld';
import { siteOrigin } from '../../lib/site-origin';
import { BackInStockForm } from '../back-in-stock/back-in-stock-form';
import { PageMessages } from '../i18n/page-messages';
import { FavoriteToggle } from '../product/favorite-toggle';
import { Buybox } from './buybox';
import { type GalleryImage, ProductGallery } from './product-gallery';
import styles from './product-page.module.css';
import { ProductSections, presentSections, SECTION_IDS } from './product-sections';

interface ProductPageProps {
  language: LanguageCode;
  store: Store;
  product: ProductDetail;
  /** The variant the URL named (?variant=); its sizes open preselected. */
  requestedVariantId?: number | undefined;
  /** The bundle this product was opened from (spec 2.2 bundle parameters). */
  bundleContext?: BundleContext | undefined;
  /** The bundle slot a shopper came back from (?redirectBundleId=&currentSlot=). */
  returningSlot?: number | undefined;
}

/**
 * The product detail page (spec 2.6): gallery, title and badges, the buy box, section
 * navigation and the sections, plus the Product JSON-LD for search engines.
 */
/** The buy box's, reviews' and notify form's texts, sent only with product pages. */
const PRODUCT_NAMESPACES = ['buybox', 'reviews', 'backInStock'] as const;

export async function ProductPage(props: ProductPageProps) {
  const { language, store, product } = props;
  const t = await getTranslations({ locale: language, namespace: 'product' });
  const tileTexts = await getTranslations({ locale: language, namespace: 'productTile' });
  const images: GalleryImage[] = product.images.flatMap((image) => {
    const src = storefrontMediaSrc(image.url);
    return src === undefined ? [] : [{ src, alt: image.alt }];
  });
  const origin = (await siteOrigin()).origin;
  const { catalogueMode } = await loadCartContent(language, store);
  const jsonLd = productJsonLd(
    { ...product, images: images.map((image) => ({ url: image.src, alt: image.alt })) },
    origin,
  );
  // Each sold-out variant's notify form, rendered here so the buy box can show it on choice.
  const backInStockForms: Record<number, ReactNode> = {};
  for (const variant of product.variants) {
    if (variant.stockStatus === 'outOfStock') {
      backInStockForms[variant.id] = <BackInStockForm language={language} variantId={variant.id} />;
    }
  }
  const primaryCategory = product.categories[0];
  const badgeTexts = {
    sale: t('badgeSale'),
    'online-only': t('badgeOnlineOnly'),
    'seasonal-deal': t('badgeSeasonalDeal'),
  };
  const sectionLabels = {
    overview: t('sectionOverview'),
    functions: t('sectionFunctions'),
    technicalData: t('sectionTechnicalData'),
    reviews: t('sectionReviews'),
    accessories: t('sectionAccessories'),
    spareParts: t('sectionSpareParts'),
    downloads: t('sectionDownloads'),
    bundle: t('sectionBundle'),
  };

  return (
    <PageMessages language={language} namespaces={PRODUCT_NAMESPACES}>
      <article className={styles.page}>
        <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link prefetch={false} href={LANGUAGES[language].url}>
                {t('breadcrumbHome')}
              </Link>
            </li>
            {primaryCategory && (
              <li>
                <Link prefetch={false} href={primaryCategory.url}>
                  {primaryCategory.name}
                </Link>
              </li>
            )}
            <li aria-current="page">{product.title}</li>
          </ol>
        </nav>
        {props.bundleContext && (
          <p className={styles.bundleNotice}>
            {t('bundlePart', {
              current: props.bundleContext.currentSlot,
              total: props.bundleContext.slots,
            })}{' '}
            <Link prefetch={false} href={bundlePagePath(language, props.bundleContext)}>
              {t('backToBundle')}
            </Link>
          </p>
        )}

        <div className={styles.top}>
          <ProductGallery images={images} />
          <div className={styles.summary}>
            <p className={styles.manufacturer}>{product.manufacturer}</p>
            <h1 className={styles.title}>{product.title}</h1>
            {product.subtitle !== null && <p className={styles.subtitle}>{product.subtitle}</p>}
            {product.badges.length > 0 && (
              <ul className={styles.badges}>
                {product.badges.map((badge) => (
                  <li key={badge} className={styles.badge} data-badge={badge}>
                    {badgeTexts[badge]}
                  </li>
                ))}
              </ul>
            )}
            <FavoriteToggle
              productId={product.id}
              addLabel={tileTexts('addFavorite', { title: product.title })}
              removeLabel={tileTexts('removeFavorite', { title: product.title })}
              placement="inline"
            />
            <p className={styles.meta}>
              {t('articleNumber')}: {product.articleNumber}
              {product.reviews.count > 0 && (
                <>
                  {' · '}
                  <a href={`#${SECTION_IDS.reviews}`}>
                    {t('ratingSummary', {
                      average: product.reviews.average,
                      count: product.reviews.count,
                    })}
                  </a>
                </>
              )}
            </p>
            <Buybox
              language={language}
              store={{ prices: store.prices, deliveryTime: store.deliveryTime }}
              vatPercent={vatPercent(store.key)}
              product={{
                id: product.id,
                variants: product.variants,
                sizes: product.sizes,
                colors: product.colors,
                versions: product.versions,
                selectedVariantId: product.selectedVariantId,
                productTypes: product.productTypes,
                rentalOptions: product.rentalOptions,
                recyclingFee: product.recyclingFee,
                stockStatus: product.stockStatus,
              }}
              requestedVariantId={props.requestedVariantId}
              cartPath={localizedPath(language, 'cart')}
              backInStockForms={backInStockForms}
              catalogueMode={catalogueMode}
              priceTexts={buyboxPriceTexts(
                product.variants,
                product.recyclingFee,
                product.rentalOptions,
                store.prices.locale,
              )}
            />
          </div>
        </div>

        <nav aria-label={t('sectionNavLabel')} className={styles.sectionNav}>
          <ul>
            {presentSections(product).map((section) => (
              <li key={section}>
                <a href={`#${SECTION_IDS[section]}`}>{sectionLabels[section]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ProductSections
          language={language}
          store={store}
          product={product}
          returningSlot={props.returningSlot}
        />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; '<' is escaped
          dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
        />
      </article>
    </PageMessages>
  );
}
