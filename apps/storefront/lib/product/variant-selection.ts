/**
 * The buy box's variant choice (spec 4): colour, version and the top and bottom sizes a
 * shopper picked, and the variant they name. Pure functions, shared by the server render
 * and the client buy box, so both always agree on which variant a selection means.
 */
import type { ProductDetail, ProductVariant } from '@shop/search-contract';

export interface VariantSelection {
  color: string | null;
  version: string | null;
  cuffSize: string | null;
  sizeTop: string | null;
  sizeBottom: string | null;
}

type VariantsOf = Pick<ProductDetail, 'variants' | 'sizes' | 'selectedVariantId'>;

/** Whether the shopper must pick a size before adding to the cart (spec 5 buybox). */
export function needsSize(product: Pick<ProductDetail, 'sizes'>): boolean {
  return product.sizes.top.length > 0 || product.sizes.bottom.length > 0;
}

/**
 * The selection a page opens with. Colour and version follow the variant chosen by the
 * spec 4 rule; sizes are preset only when the URL named the variant, because the shopper
 * must pick a size (spec 5) and a preset size would pass that check unseen.
 */
export function initialSelection(
  product: VariantsOf,
  requestedVariantId: number | undefined,
): VariantSelection {
  const chosen = product.variants.find((variant) => variant.id === product.selectedVariantId);
  const named = requestedVariantId !== undefined && chosen?.id === requestedVariantId;
  return {
    color: chosen?.color ?? null,
    version: chosen?.version ?? null,
    cuffSize: chosen?.cuffSize ?? null,
    sizeTop: named ? (chosen?.sizeTop ?? null) : null,
    sizeBottom: named ? (chosen?.sizeBottom ?? null) : null,
  };
}

function matches(variant: ProductVariant, selection: Partial<VariantSelection>): boolean {
  return (Object.keys(selection) as (keyof VariantSelection)[]).every((key) => {
    const wanted = selection[key];
    return wanted === null || wanted === undefined || variant[key] === wanted;
  });
}

/** Distinct cuff sizes of the variants, in catalog order (colours and versions come listed). */
export function cuffSizes(product: Pick<ProductDetail, 'variants'>): string[] {
  const values = product.variants
    .map((variant) => variant.cuffSize)
    .filter((value): value is string => value !== null && value !== '');
  return [...new Set(values)];
}

/** Whether every size the product has is picked. */
export function sizesComplete(product: VariantsOf, selection: VariantSelection): boolean {
  return (
    (product.sizes.top.length === 0 || selection.sizeTop !== null) &&
    (product.sizes.bottom.length === 0 || selection.sizeBottom !== null)
  );
}

/**
 * The variant a selection names, or, while sizes are still open, the one whose price the
 * buy box shows: the first matching variant with stock, else the first (spec 4 rule).
 * Undefined when no variant has this combination.
 */
export function variantForSelection(
  product: VariantsOf,
  selection: VariantSelection,
): ProductVariant | undefined {
  const candidates = product.variants.filter((variant) => matches(variant, selection));
  return candidates.find((variant) => variant.stock > 0) ?? candidates[0];
}

export interface SizeChoice {
  title: string;
  /** False when no variant of the chosen colour and version (and top size) has this size. */
  offered: boolean;
  /** False when every offered variant of this size is sold out: 'coming back soon'. */
  inStock: boolean;
}

/**
 * The options of the top or bottom size picker. Top sizes depend on colour and version;
 * bottom sizes also on the chosen top, since only some combinations are made.
 */
export function sizeChoices(
  product: VariantsOf,
  selection: VariantSelection,
  part: 'sizeTop' | 'sizeBottom',
): SizeChoice[] {
  const options = part === 'sizeTop' ? product.sizes.top : product.sizes.bottom;
  const context: Partial<VariantSelection> = {
    color: selection.color,
    version: selection.version,
    cuffSize: selection.cuffSize,
  };
  if (part === 'sizeBottom') context.sizeTop = selection.sizeTop;
  return options.map(({ title }) => {
    const offered = product.variants.filter(
      (variant) => variant[part] === title && matches(variant, context),
    );
    return {
      title,
      offered: offered.length > 0,
      inStock: offered.some((variant) => variant.stock > 0),
    };
  });
}

/**
 * Applies one pick. A new top size that cannot be combined with the chosen bottom clears
 * the bottom; a new colour, version or cuff size keeps the sizes only where that variant exists.
 */
export function choose(
  product: VariantsOf,
  selection: VariantSelection,
  part: keyof VariantSelection,
  value: string,
): VariantSelection {
  const next: VariantSelection = { ...selection, [part]: value };
  if (part === 'sizeBottom') return next;
  if (next.sizeBottom !== null && !variantForSelection(product, next)) {
    next.sizeBottom = null;
  }
  if (next.sizeTop !== null && !variantForSelection(product, next)) {
    next.sizeTop = null;
    next.sizeBottom = null;
  }
  if (variantForSelection(product, next)) return next;
  // The pick cannot be combined with the other choices: take the variant it names.
  const picked = product.variants.filter((variant) => variant[part] === value);
  const fallback = picked.find((variant) => variant.stock > 0) ?? picked[0];
  if (!fallback) return selection;
  return {
    color: fallback.color,
    version: fallback.version,
    cuffSize: fallback.cuffSize,
    sizeTop: part === 'sizeTop' ? value : null,
    sizeBottom: null,
  };
}
