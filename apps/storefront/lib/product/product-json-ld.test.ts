import { describe, expect, it } from 'vitest';
import { jsonForScript, productJsonLd } from './product-json-ld';
import { suitVariants, testSuit } from './test-product';

describe('Product JSON-LD', () => {
  const suit = testSuit(suitVariants());
  const data = productJsonLd(suit, 'https://shop.example');

  it('offers every variant in the store currency with its availability', () => {
    expect(data.offers).toContainEqual({
      '@type': 'Offer',
      sku: 'EMS-3001-1',
      url: 'https://shop.example/de/p/7?variant=1',
      price: '499.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/BackOrder',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(data.offers).toHaveLength(5);
  });

  it('carries the aggregate rating only when there are reviews', () => {
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    const unrated = testSuit(suitVariants());
    unrated.reviews = { ...unrated.reviews, count: 0, average: 0 };
    expect(productJsonLd(unrated, 'https://shop.example').aggregateRating).toBeUndefined();
  });

  it('names the product with absolute URLs', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'PulseFit Suit 10',
      sku: 'EMS-3001',
      url: 'https://shop.example/de/p/7',
      image: ['https://shop.example/media/products/7/main.svg'],
      brand: { '@type': 'Brand', name: 'Kinetra' },
    });
  });

  it('cannot close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script');
  });
});
