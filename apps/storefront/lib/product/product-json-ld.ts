/**
 * Product structured data (schema.org Product, as JSON-LD) for search engines: one offer
 * per variant in the store's currency with its availability, and the aggregate rating
 * when there are reviews. Absolute URLs from the page's origin.
 */
import type { ProductDetail, StockStatus } from '@shop/search-contract';
import { decimalAmount } from './price-block';

const AVAILABILITY: Readonly<Record<StockStatus, string>> = {
  inStock: 'https://schema.org/InStock',
  fewInStock: 'https://schema.org/LimitedAvailability',
  // 'Back in stock shortly' (spec 4): orders wait for the next delivery.
  outOfStock: 'https://schema.org/BackOrder',
  notAvailableOnline: 'https://schema.org/InStoreOnly',
};

export function productJsonLd(product: ProductDetail, origin: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).toString();
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.articleNumber,
    description: product.description,
    url: absolute(product.url),
    brand: { '@type': 'Brand', name: product.manufacturer },
    image: product.images.map((image) => absolute(image.url)),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.articleNumber,
      url: absolute(`${product.url}?variant=${variant.id}`),
      price: decimalAmount(variant.price),
      priceCurrency: variant.price.currency,
      availability: AVAILABILITY[variant.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
  if (product.reviews.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.reviews.average,
      reviewCount: product.reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/**
 * JSON for a <script> element: '<' is escaped so a product text containing '</script>'
 * cannot end the element and inject markup.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
