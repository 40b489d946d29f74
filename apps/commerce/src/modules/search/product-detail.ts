/**
 * The product detail page's data (spec 2.6, 3 "Product", 4, 9): everything the page at
 * /{language}/p/{id} shows, in the request's language and priced in the store's currency.
 * A product the store does not sell is an expected outcome, returned as such, not thrown.
 */
import type {
  ProductBadge,
  ProductDetail,
  ProductVariant,
  VariantPricing,
} from '@shop/search-contract';
import { type LanguageCode, productPath, type Store } from '@shop/shop-config';
import type { Database } from '../../db/client';
import { loadPriceHistory, type PricePoint, variantPricing } from './prices-history';
import {
  loadBadges,
  loadGenderFit,
  loadProductCategories,
  loadProductTexts,
  loadRentalOptions,
  loadTechnicalRows,
  type ProductTexts,
} from './product-facts';
import { localizedMedia, productImages } from './product-media';
import { bundleContents, relatedProducts } from './product-relations';
import type { TileScope } from './product-tiles';
import {
  chooseVariant,
  distinctValues,
  loadStoreVariants,
  type StoreVariant,
  sizeOptions,
  stockStatusOf,
} from './product-variants';
import { reviewsSummary } from './reviews-summary';

export interface ProductDetailQuery {
  language: LanguageCode;
  store: Store;
  productId: number;
  /** The variant named in the page URL (?variant=), if any. */
  variantId?: number | undefined;
  /** The moment the price windows end; the request time outside tests. */
  now?: Date | undefined;
}

export type ProductDetailResult =
  | { status: 'found'; product: ProductDetail }
  /** No such product, or it has no texts in the language. */
  | { status: 'unknown' }
  /** The product exists but no variant of it has a price in the store. */
  | { status: 'notSold' };

/**
 * Loads the product page data. Product-level prices and the recycling fee are those of the
 * selected variant (spec 4 variant choice), so the buy box matches what goes into the cart.
 */
export async function loadProductDetail(
  db: Database,
  query: ProductDetailQuery,
): Promise<ProductDetailResult> {
  const { language, store, productId } = query;
  const now = query.now ?? new Date();
  const [texts, storeVariants] = await Promise.all([
    loadProductTexts(db, productId, language),
    loadStoreVariants(db, productId, store.key),
  ]);
  if (!texts) return { status: 'unknown' };
  const selected = chooseVariant(storeVariants, query.variantId);
  if (!selected) return { status: 'notSold' };
  const [history, sections] = await Promise.all([
    loadPriceHistory(
      db,
      storeVariants.map((variant) => variant.id),
      store.key,
    ),
    loadSections(db, { language, store }, texts),
  ]);
  const box = buyBox(storeVariants, selected, history, texts.availableOnline, store, now);
  const { badges, rentalOptions, related, bundleSlots, ...pageSections } = sections;
  return {
    status: 'found',
    product: {
      id: texts.id,
      articleNumber: texts.articleNumber,
      title: texts.title,
      subtitle: texts.subtitle,
      description: texts.description,
      functions: texts.functions,
      url: productPath(language, String(texts.id)),
      manufacturer: texts.manufacturer,
      kind: texts.kind,
      ...box,
      badges: storeBadges(badges, box.variants),
      ...pageSections,
      // Everything the store sells can be bought; renting needs rental periods in the store.
      productTypes: rentalOptions.length > 0 ? ['purchase', 'rent'] : ['purchase'],
      rentalOptions,
      accessories: related.accessories,
      spareParts: related.spareParts,
      bundle: bundleSlots ? { slots: bundleSlots } : null,
    },
  };
}

/** Variants, sizes and the selected variant's prices: what the buy box shows (spec 4, 9). */
function buyBox(
  storeVariants: readonly StoreVariant[],
  selected: StoreVariant,
  history: ReadonlyMap<number, PricePoint[]>,
  availableOnline: boolean,
  store: Store,
  now: Date,
) {
  const detail = (variant: StoreVariant) =>
    variantDetail(variant, history.get(variant.id) ?? [], availableOnline, store, now);
  const variants = storeVariants.map(detail);
  const chosen = variants.find((variant) => variant.id === selected.id) ?? detail(selected);
  const totalStock = storeVariants.reduce((sum, variant) => sum + Math.max(variant.stock, 0), 0);
  return {
    ...pricingOf(chosen),
    recyclingClass: selected.recyclingClass,
    recyclingFee:
      selected.recyclingFeeMinor === null
        ? null
        : { amountMinor: selected.recyclingFeeMinor, currency: store.prices.currency },
    stockStatus: stockStatusOf(totalStock, availableOnline),
    variants,
    sizes: {
      top: sizeOptions(storeVariants, 'sizeTop'),
      bottom: sizeOptions(storeVariants, 'sizeBottom'),
    },
    colors: distinctValues(storeVariants, 'color'),
    versions: distinctValues(storeVariants, 'version'),
    selectedVariantId: chosen.id,
  };
}

/** The price block of a variant without its variant-only fields. */
function pricingOf(variant: VariantPricing): VariantPricing {
  const {
    price,
    strikethroughPrice,
    discountSaving,
    lowestPriceLast30Days,
    recommendedRetailPrice,
  } = variant;
  return {
    price,
    strikethroughPrice,
    discountSaving,
    lowestPriceLast30Days,
    recommendedRetailPrice,
  };
}

/** The page's sections besides the buy box, read in parallel. */
async function loadSections(db: Database, scope: TileScope, texts: ProductTexts) {
  const { language, store } = scope;
  const productId = texts.id;
  const [
    categories,
    technicalInformation,
    genderFit,
    badges,
    rentalOptions,
    images,
    downloads,
    videos,
    related,
    bundleSlots,
    reviews,
  ] = await Promise.all([
    loadProductCategories(db, productId, language),
    loadTechnicalRows(db, productId, language),
    loadGenderFit(db, productId, texts.kind),
    loadBadges(db, productId),
    loadRentalOptions(db, productId, store),
    productImages(db, productId, texts.title),
    localizedMedia(db, productId, 'download', language),
    localizedMedia(db, productId, 'video', language),
    relatedProducts(db, scope, productId),
    texts.kind === 'bundle' ? bundleContents(db, scope, productId) : Promise.resolve(null),
    reviewsSummary(db, productId),
  ]);
  return {
    categories,
    technicalInformation,
    genderFit,
    badges,
    rentalOptions,
    images,
    downloads,
    videos,
    related,
    bundleSlots,
    reviews,
  };
}

function variantDetail(
  variant: StoreVariant,
  history: readonly PricePoint[],
  availableOnline: boolean,
  store: Store,
  now: Date,
): ProductVariant {
  return {
    id: variant.id,
    articleNumber: variant.articleNumber,
    ...variantPricing(variant, history, store.prices.currency, now),
    stock: Math.max(variant.stock, 0),
    stockStatus: stockStatusOf(variant.stock, availableOnline),
    color: variant.color,
    version: variant.version,
    sizeTop: variant.sizeTop,
    sizeBottom: variant.sizeBottom,
    cuffSize: variant.cuffSize,
  };
}

/**
 * The catalog's 'sale' badge is per product, but sales run per store: without a reduction
 * in this store the badge would promise a sale the shopper cannot see, so it is dropped.
 */
function storeBadges(
  badges: readonly ProductBadge[],
  variants: readonly ProductVariant[],
): ProductBadge[] {
  const reduced = variants.some((variant) => variant.discountSaving !== null);
  return badges.filter((badge) => badge !== 'sale' || reduced);
}
