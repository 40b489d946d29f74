/** A product detail for unit tests: an EMS suit in two colours with top and bottom sizes. */
import type { Money, ProductDetail, ProductVariant } from '@shop/search-contract';

const eur = (amountMinor: number): Money => ({ amountMinor, currency: 'EUR' });

export function testVariant(
  id: number,
  fields: Partial<ProductVariant> & Pick<ProductVariant, 'stock'>,
): ProductVariant {
  return {
    id,
    articleNumber: `EMS-3001-${id}`,
    price: eur(49900),
    strikethroughPrice: null,
    discountSaving: null,
    lowestPriceLast30Days: eur(49900),
    recommendedRetailPrice: null,
    stockStatus: fields.stock > 0 ? 'inStock' : 'outOfStock',
    color: null,
    version: null,
    sizeTop: null,
    sizeBottom: null,
    cuffSize: null,
    ...fields,
  };
}

export function testSuit(variants: ProductVariant[], selectedVariantId?: number): ProductDetail {
  const sizes = (part: 'sizeTop' | 'sizeBottom') => {
    const titles = [...new Set(variants.map((variant) => variant[part]).filter((t) => t !== null))];
    return titles.map((title) => ({
      title: title ?? '',
      variantIds: variants
        .filter((variant) => variant[part] === title)
        .map((variant) => variant.id),
      inStock: variants.some((variant) => variant[part] === title && variant.stock > 0),
    }));
  };
  return {
    id: 7,
    articleNumber: 'EMS-3001',
    title: 'PulseFit Suit 10',
    subtitle: null,
    description: 'An EMS suit.',
    functions: [],
    url: '/de/p/7',
    manufacturer: 'Kinetra',
    kind: 'ems-suit',
    categories: [{ id: 3, key: 'ems-suits', name: 'EMS-Anzüge', url: '/de/ems-anzuege/' }],
    recyclingClass: 'WEEE-5',
    recyclingFee: eur(25),
    price: eur(49900),
    strikethroughPrice: null,
    discountSaving: null,
    lowestPriceLast30Days: eur(49900),
    recommendedRetailPrice: null,
    stockStatus: 'inStock',
    badges: [],
    variants,
    sizes: { top: sizes('sizeTop'), bottom: sizes('sizeBottom') },
    colors: [...new Set(variants.flatMap((variant) => (variant.color ? [variant.color] : [])))],
    versions: [],
    selectedVariantId: selectedVariantId ?? variants.find((v) => v.stock > 0)?.id ?? 0,
    genderFit: 'unisex',
    technicalInformation: [],
    images: [{ url: '/media/products/7/main.svg', alt: 'PulseFit Suit 10' }],
    downloads: [],
    videos: [],
    productTypes: ['purchase', 'rent'],
    rentalOptions: [
      { months: 6, monthlyPrice: eur(5999) },
      { months: 12, monthlyPrice: eur(3999) },
    ],
    accessories: [],
    spareParts: [],
    bundle: null,
    reviews: {
      average: 4.5,
      count: 2,
      histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
      items: [],
    },
  };
}

/** Black S/S (sold out), M/M, M/L, L/L; anthracite M/M. */
export function suitVariants(): ProductVariant[] {
  return [
    testVariant(1, { color: 'black', sizeTop: 'S', sizeBottom: 'S', stock: 0 }),
    testVariant(2, { color: 'black', sizeTop: 'M', sizeBottom: 'M', stock: 40 }),
    testVariant(3, { color: 'black', sizeTop: 'M', sizeBottom: 'L', stock: 3 }),
    testVariant(4, { color: 'black', sizeTop: 'L', sizeBottom: 'L', stock: 12 }),
    testVariant(5, { color: 'anthracite', sizeTop: 'M', sizeBottom: 'M', stock: 8 }),
  ];
}
