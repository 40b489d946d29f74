import { describe, expect, it } from 'vitest';
import { minorFromDecimal, reshapeCart } from './shopper-cart';

describe('shopper cart reshaping (spec 3 "Cart")', () => {
  it('reads decimal amounts as minor units without floats', () => {
    expect(minorFromDecimal('559.00')).toBe(55900);
    expect(minorFromDecimal('39.9')).toBe(3990);
    expect(minorFromDecimal('12')).toBe(1200);
    expect(minorFromDecimal('-1')).toBeNull();
    expect(minorFromDecimal('1e3')).toBeNull();
    expect(minorFromDecimal(undefined)).toBeNull();
  });

  it('takes title, rental, saving, tracking item and product from the line attributes', () => {
    const money = (amount: string) => ({ amount, currencyCode: 'EUR' as const });
    const cart = reshapeCart({
      id: 'gid://shopify/Cart/abc',
      checkoutUrl: 'http://shop/checkouts/abc',
      cost: { totalAmount: money('499.0') },
      lines: {
        nodes: [
          {
            id: 'gid://shopify/CartLine/1',
            quantity: 2,
            attributes: [
              { key: '_title', value: 'PulseFit Suit 10' },
              { key: '_id', value: '7' },
              { key: '_article_number', value: 'EMS-3001' },
              { key: '_url', value: '/de/p/7?variant=3' },
              { key: '_product_type', value: 'rent' },
              { key: '_rental_period_months', value: '6' },
              { key: '_rental_monthly_price', value: '39.99' },
              { key: '_strikethrough_price', value: '559.00' },
              {
                key: '_trackingProduct',
                value:
                  '{"item_id":"EMS-3001-3","item_name":"PulseFit Suit 10","currency":"EUR","price":499,"quantity":1}',
              },
              { key: '_recycling_class', value: '' },
            ],
            cost: { amountPerQuantity: money('499.00') },
            merchandise: {
              id: 'gid://shopify/ProductVariant/3',
              title: 'M',
              sku: 'EMS-3001-3',
              image: null,
              product: { title: 'Suit', featuredImage: { url: 'http://x/a.svg', altText: null } },
            },
          },
        ],
      },
    });
    const [line] = cart.lines;
    expect(line).toMatchObject({
      title: 'PulseFit Suit 10',
      variantTitle: 'M',
      productId: 7,
      productArticleNumber: 'EMS-3001',
      url: '/de/p/7?variant=3',
      unitPrice: { amountMinor: 49900, currency: 'EUR' },
      strikethroughMinor: 55900,
      rental: { months: 6, monthlyPrice: { amountMinor: 3999, currency: 'EUR' } },
      imageUrl: 'http://x/a.svg',
      trackingItem: { item_id: 'EMS-3001-3', price: 499 },
    });
    expect(line?.attributes.map((attribute) => attribute.key)).not.toContain('_recycling_class');
  });
});
