import type { Money } from '@shop/search-contract';
import { describe, expect, it } from 'vitest';
import { suitVariants, testSuit } from '../product/test-product';
import { type CurrentCartLine, recheckCartLines } from './recheck-cart-lines';

const chf = (amountMinor: number): Money => ({ amountMinor, currency: 'CHF' });
const swissStore = { shopDomain: 'shop.example.ch' };

/** The suit as the Swiss store sells it: CHF prices, one variant reduced. */
function swissSuit() {
  const variants = suitVariants().map((variant) => ({
    ...variant,
    price: chf(52900),
    strikethroughPrice: variant.id === 2 ? chf(59900) : null,
  }));
  return {
    ...testSuit(variants),
    url: '/fr/p/7',
    title: 'Combinaison PulseFit 10',
    rentalOptions: [{ months: 12, monthlyPrice: chf(4299) }],
  };
}

const line = (fields: Partial<CurrentCartLine>): CurrentCartLine => ({
  variantId: 2,
  productId: 7,
  title: 'PulseFit Suit 10',
  quantity: 2,
  attributes: [
    { key: '_id', value: '7' },
    { key: '_strikethrough_price', value: '449.00' },
    { key: '_gift_note', value: 'Happy birthday' },
  ],
  ...fields,
});

describe('re-checking cart lines for a new store and language (spec 4)', () => {
  const products = new Map([[7, swissSuit()]]);

  it('keeps a valid line with its quantity and re-prices its attributes', () => {
    const { kept, removed } = recheckCartLines([line({})], products, swissStore);
    expect(removed).toEqual([]);
    expect(kept).toHaveLength(1);
    const [first] = kept;
    expect(first?.variantId).toBe(2);
    expect(first?.quantity).toBe(2);
    const attributes = new Map(first?.attributes.map((entry) => [entry.key, entry.value]));
    expect(attributes.get('_strikethrough_price')).toBe('599.00');
    expect(attributes.get('_url')).toBe('/fr/p/7?variant=2');
    expect(attributes.get('_title')).toBe('Combinaison PulseFit 10');
    expect(attributes.get('_gift_note')).toBe('Happy birthday');
    const tracking = JSON.parse(attributes.get('_trackingProduct') ?? '{}');
    expect(tracking).toMatchObject({ currency: 'CHF', price: 529, quantity: 2 });
  });

  it('removes lines the store does not sell, sold-out variants and unknown variants', () => {
    const { kept, removed } = recheckCartLines(
      [
        line({ productId: 99, title: 'VitalCheck 300 XL' }),
        line({ variantId: 1, title: 'PulseFit Suit 10 S/S' }),
        line({ variantId: 404, title: 'Gone' }),
        line({ variantId: undefined, productId: undefined, title: 'Broken' }),
        line({ variantId: 4 }),
      ],
      products,
      swissStore,
    );
    expect(removed).toEqual(['VitalCheck 300 XL', 'PulseFit Suit 10 S/S', 'Gone', 'Broken']);
    expect(kept.map((entry) => entry.variantId)).toEqual([4]);
  });

  it('lowers a quantity to the stock that is left', () => {
    const { kept } = recheckCartLines([line({ variantId: 3, quantity: 5 })], products, swissStore);
    expect(kept[0]?.quantity).toBe(3);
  });

  it('keeps a rental only when its period is offered, at the new monthly price', () => {
    const rent = (months: string) =>
      line({
        attributes: [
          { key: '_product_type', value: 'rent' },
          { key: '_rental_period_months', value: months },
        ],
      });
    const { kept, removed } = recheckCartLines([rent('12'), rent('6')], products, swissStore);
    expect(removed).toHaveLength(1);
    expect(kept[0]?.attributes).toContainEqual({ key: '_rental_monthly_price', value: '42.99' });
  });
});
