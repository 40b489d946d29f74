import { describe, expect, it } from 'vitest';
import { suitVariants, testSuit, testVariant } from './test-product';
import {
  choose,
  cuffSizes,
  initialSelection,
  needsSize,
  sizeChoices,
  sizesComplete,
  variantForSelection,
} from './variant-selection';

describe('opening selection (spec 4 variant choice, spec 5 size rule)', () => {
  it('takes colour from the chosen variant but leaves sizes open without a requested variant', () => {
    const suit = testSuit(suitVariants());
    const selection = initialSelection(suit, undefined);
    expect(selection).toEqual({
      color: 'black',
      version: null,
      cuffSize: null,
      sizeTop: null,
      sizeBottom: null,
    });
    expect(sizesComplete(suit, selection)).toBe(false);
    // The price shown meanwhile is the first variant with stock.
    expect(variantForSelection(suit, selection)?.id).toBe(2);
  });

  it('presets the sizes of the variant the URL names', () => {
    const suit = testSuit(suitVariants(), 3);
    const selection = initialSelection(suit, 3);
    expect(selection).toMatchObject({ sizeTop: 'M', sizeBottom: 'L' });
    expect(sizesComplete(suit, selection)).toBe(true);
    expect(variantForSelection(suit, selection)?.id).toBe(3);
  });

  it('does not preset sizes when the requested variant was not sold (stale link)', () => {
    const suit = testSuit(suitVariants(), 2);
    expect(initialSelection(suit, 99)).toMatchObject({ sizeTop: null, sizeBottom: null });
  });
});

describe('size pickers', () => {
  it('offers bottoms that exist with the chosen top and marks sold-out ones', () => {
    const suit = testSuit(suitVariants());
    const open = initialSelection(suit, undefined);
    expect(sizeChoices(suit, open, 'sizeTop')).toEqual([
      { title: 'S', offered: true, inStock: false },
      { title: 'M', offered: true, inStock: true },
      { title: 'L', offered: true, inStock: true },
    ]);
    const topM = choose(suit, open, 'sizeTop', 'M');
    expect(sizeChoices(suit, topM, 'sizeBottom')).toEqual([
      { title: 'S', offered: false, inStock: false },
      { title: 'M', offered: true, inStock: true },
      { title: 'L', offered: true, inStock: true },
    ]);
  });

  it('names the exact variant once both sizes are picked', () => {
    const suit = testSuit(suitVariants());
    let selection = initialSelection(suit, undefined);
    selection = choose(suit, selection, 'sizeTop', 'M');
    expect(sizesComplete(suit, selection)).toBe(false);
    selection = choose(suit, selection, 'sizeBottom', 'L');
    expect(sizesComplete(suit, selection)).toBe(true);
    expect(variantForSelection(suit, selection)?.id).toBe(3);
  });

  it('clears a bottom size the new top cannot be combined with', () => {
    const suit = testSuit(suitVariants());
    let selection = choose(suit, initialSelection(suit, undefined), 'sizeTop', 'M');
    selection = choose(suit, selection, 'sizeBottom', 'M');
    selection = choose(suit, selection, 'sizeTop', 'L');
    expect(selection).toMatchObject({ sizeTop: 'L', sizeBottom: null });
  });

  it('keeps the sizes on a colour change where that variant exists, else drops them', () => {
    const suit = testSuit(suitVariants());
    let selection = choose(suit, initialSelection(suit, undefined), 'sizeTop', 'M');
    selection = choose(suit, selection, 'sizeBottom', 'M');
    expect(variantForSelection(suit, choose(suit, selection, 'color', 'anthracite'))?.id).toBe(5);
    const lSelection = choose(suit, choose(suit, selection, 'sizeTop', 'L'), 'sizeBottom', 'L');
    expect(choose(suit, lSelection, 'color', 'anthracite')).toMatchObject({
      color: 'anthracite',
      sizeTop: null,
      sizeBottom: null,
    });
  });

  it('selects a sold-out size, so its variant can be asked to come back', () => {
    const suit = testSuit(suitVariants());
    let selection = choose(suit, initialSelection(suit, undefined), 'sizeTop', 'S');
    selection = choose(suit, selection, 'sizeBottom', 'S');
    expect(variantForSelection(suit, selection)?.stockStatus).toBe('outOfStock');
  });
});

describe('products without sizes', () => {
  it('need no size and choose by cuff size', () => {
    const monitor = testSuit([
      testVariant(11, { cuffSize: '22-32cm', stock: 0 }),
      testVariant(12, { cuffSize: '32-48cm', stock: 5 }),
    ]);
    expect(needsSize(monitor)).toBe(false);
    expect(cuffSizes(monitor)).toEqual(['22-32cm', '32-48cm']);
    const selection = initialSelection(monitor, undefined);
    expect(selection.cuffSize).toBe('32-48cm');
    expect(sizesComplete(monitor, selection)).toBe(true);
    expect(
      variantForSelection(monitor, choose(monitor, selection, 'cuffSize', '22-32cm'))?.id,
    ).toBe(11);
  });
});
