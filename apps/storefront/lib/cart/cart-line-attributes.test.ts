import { describe, expect, it } from 'vitest';
import { suitVariants, testSuit } from '../product/test-product';
import { cartLineAttributes } from './cart-line-attributes';

describe('cart line attributes (spec 3)', () => {
  const suit = testSuit(suitVariants(), 3);
  const variant = suit.variants[2];
  if (!variant) throw new Error('fixture has five variants');
  const store = { shopDomain: 'shop.example.de' };

  it('carries the spec 3 keys and drops empty values', () => {
    const attributes = cartLineAttributes({
      product: suit,
      variant,
      quantity: 1,
      rental: undefined,
      store,
    });
    const keys = attributes.map((attribute) => attribute.key);
    expect(keys).toEqual([
      '_url',
      '_id',
      '_article_number',
      '_trackingProduct',
      '_recycling_class',
      '_recycling_price',
      '_title',
      '_product_type',
    ]);
    expect(attributes).toContainEqual({ key: '_url', value: '/de/p/7?variant=3' });
    expect(attributes).toContainEqual({ key: '_recycling_price', value: '0.25' });
    const tracking = JSON.parse(attributes.find((a) => a.key === '_trackingProduct')?.value ?? '');
    expect(tracking).toMatchObject({
      item_id: 'EMS-3001-3',
      item_name: 'PulseFit Suit 10',
      currency: 'EUR',
      price: 499,
      quantity: 1,
      item_brand: 'Kinetra',
      fit_type: 'unisex',
      item_category: 'EMS-Anzüge',
    });
  });

  it('names the rental period and its monthly price when renting', () => {
    const attributes = cartLineAttributes({
      product: suit,
      variant: { ...variant, strikethroughPrice: { amountMinor: 55900, currency: 'EUR' } },
      quantity: 1,
      rental: { months: 12, monthlyPrice: { amountMinor: 3999, currency: 'EUR' } },
      store,
    });
    expect(attributes).toContainEqual({ key: '_product_type', value: 'rent' });
    expect(attributes).toContainEqual({ key: '_rental_period_months', value: '12' });
    expect(attributes).toContainEqual({ key: '_rental_monthly_price', value: '39.99' });
    expect(attributes).toContainEqual({ key: '_strikethrough_price', value: '559.00' });
  });
});
