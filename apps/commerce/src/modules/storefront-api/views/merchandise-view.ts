/**
 * ProductVariant, Product and Image in Shopify's shape, from the catalog's merchandise.
 * Objects carry __typename so unions and interfaces resolve without extra resolvers.
 */
import { type LanguageCode, productPath } from '@shop/shop-config';
import type { Merchandise, MerchandiseImage } from '../../carts/merchandise';
import { toGid } from '../global-ids';
import { money } from '../money';

export interface ViewScope {
  /** Origin of this service, for absolute image URLs. */
  publicUrl: string;
  storefrontUrl: string;
  language: LanguageCode;
}

/** Resolved URLs by base and path; a catalogue has a bounded number of both. */
const resolvedUrls = new Map<string, string>();
const RESOLVED_URLS_MAX = 10_000;

/**
 * `new URL(path, base)` as text, remembered: every cart answer resolves its lines' image
 * and product URLs, and URL parsing was a visible share of a cart request's CPU
 * (bench/README.md, Storefront API, fifth pass).
 */
function resolveUrl(path: string, base: string): string {
  const key = `${base}\n${path}`;
  let url = resolvedUrls.get(key);
  if (url === undefined) {
    url = new URL(path, base).toString();
    if (resolvedUrls.size >= RESOLVED_URLS_MAX) resolvedUrls.clear();
    resolvedUrls.set(key, url);
  }
  return url;
}

export function imageView(image: MerchandiseImage, scope: ViewScope) {
  const url = resolveUrl(image.path, `${scope.publicUrl}/`);
  return {
    id: toGid('ProductImage', image.id),
    altText: image.altText,
    width: null,
    height: null,
    // Transformations are best effort in Shopify; our SVG and stored images have none.
    url: () => url,
  };
}

export function variantView(item: Merchandise, scope: ViewScope) {
  const image = item.image ? imageView(item.image, scope) : null;
  const available = item.availableForSale ? Math.max(item.stockQuantity, 0) : 0;
  return {
    __typename: 'ProductVariant' as const,
    id: toGid('ProductVariant', item.variantId),
    title: item.title,
    sku: item.sku,
    availableForSale: item.availableForSale,
    currentlyNotInStock: available === 0,
    quantityAvailable: available,
    requiresShipping: true,
    selectedOptions: item.selectedOptions,
    price: money(item.priceMinor, item.currency),
    compareAtPrice: item.compareAtMinor === null ? null : money(item.compareAtMinor, item.currency),
    image,
    product: {
      __typename: 'Product' as const,
      id: toGid('Product', item.productId),
      title: item.productTitle,
      handle: item.productHandle,
      vendor: item.vendor,
      productType: item.productType,
      availableForSale: item.availableForSale,
      featuredImage: image,
      onlineStoreUrl: resolveUrl(
        productPath(scope.language, String(item.productId)),
        `${scope.storefrontUrl}/`,
      ),
    },
  };
}
