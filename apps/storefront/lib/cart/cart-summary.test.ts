import type { FreeShippingRule } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { applyCartChange, cartSummary, freeShippingProgressPercent } from './cart-summary';
import type { CartLineView, ShopperCart } from './shopper-cart';

function line(id: string, priceMinor: number, quantity: number, extra: Partial<CartLineView> = {}) {
  const view: CartLineView = {
    id,
    variantId: `gid://shopify/ProductVariant/${id}`,
    quantity,
    title: `Product ${id}`,
    variantTitle: null,
    imageUrl: null,
    imageAlt: '',
    url: null,
    productId: 1,
    unitPrice: { amountMinor: priceMinor, currency: 'EUR' },
    strikethroughMinor: null,
    rental: null,
    articleNumber: `ART-${id}-1`,
    productArticleNumber: `ART-${id}`,
    trackingItem: null,
    attributes: [],
  };
  return { ...view, ...extra };
}

const rule: FreeShippingRule = {
  shippingValue: { de: { amountMinor: 4900, currency: 'EUR' } },
  orderMinPrice: { amountMinor: 6000, currency: 'EUR' },
  freeShippingProducts: ['SUIT-1'],
};

describe('cart summary (spec 3 derived values, spec 9)', () => {
  it('counts items and quantity, totals price × quantity and sums the savings', () => {
    const cart: ShopperCart = {
      id: 'c',
      checkoutUrl: null,
      currency: 'EUR',
      lines: [line('a', 1999, 2, { strikethroughMinor: 2499 }), line('b', 500, 1)],
    };
    const summary = cartSummary(cart, rule, 'de');
    expect(summary).toMatchObject({ itemCount: 2, totalQuantity: 3, totalMinor: 4498 });
    expect(summary.savingsMinor).toBe(1000);
    expect(summary.shipping).toMatchObject({
      freeShippingFromMinor: 4900,
      missingForFreeShippingMinor: 402,
    });
    expect(freeShippingProgressPercent(summary)).toBe(91);
  });

  it('uses orderMinPrice for a country without its own value, and a free-shipping product', () => {
    const cart: ShopperCart = {
      id: 'c',
      checkoutUrl: null,
      currency: 'EUR',
      lines: [line('a', 1000, 1)],
    };
    expect(cartSummary(cart, rule, 'fr').shipping.freeShippingFromMinor).toBe(6000);
    const withSuit = { ...cart, lines: [line('a', 1000, 1, { productArticleNumber: 'SUIT-1' })] };
    const summary = cartSummary(withSuit, rule, 'fr');
    expect(summary.shipping.freeByProduct).toBe(true);
    expect(freeShippingProgressPercent(summary)).toBe(100);
  });

  it('shows the shadow only above three items', () => {
    const lines = ['a', 'b', 'c', 'd'].map((id) => line(id, 100, 1));
    const cart = (count: number): ShopperCart => ({
      id: 'c',
      checkoutUrl: null,
      currency: 'EUR',
      lines: lines.slice(0, count),
    });
    expect(cartSummary(cart(3), rule, 'de').showShadow).toBe(false);
    expect(cartSummary(cart(4), rule, 'de').showShadow).toBe(true);
  });

  it('applies quantity changes and removals to the right line only', () => {
    const cart: ShopperCart = {
      id: 'c',
      checkoutUrl: null,
      currency: 'EUR',
      lines: [line('a', 100, 1), line('b', 100, 1)],
    };
    const changed = applyCartChange(cart, { kind: 'quantity', lineId: 'b', quantity: 4 });
    expect(changed.lines.map((entry) => entry.quantity)).toEqual([1, 4]);
    expect(
      applyCartChange(changed, { kind: 'remove', lineId: 'a' }).lines.map((l) => l.id),
    ).toEqual(['b']);
    expect(cart.lines[1]?.quantity).toBe(1);
  });
});
