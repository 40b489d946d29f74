/**
 * EMS functional clothing: tops sized XS–XXL, bottoms sized separately, sets with both
 * sizes, in several colours. The gender fit sits in technical row 3460 in each language's
 * words; some items leave it out, which the shop reads as unisex (spec 3 Product).
 */
import { buildProduct } from './product-builder';
import type { ClosingSentence } from './texts/descriptions';
import type { Feature } from './texts/product-texts';
import type { Fibre } from './texts/technical-labels';
import { technicalRow } from './texts/technical-rows';
import type {
  CommercialOptions,
  GenderFit,
  ProductSeed,
  TechnicalRowSeed,
  VariantDefinition,
} from './types';

type GarmentType = 'ems-shirt' | 'ems-long-sleeve' | 'ems-pants' | 'ems-set';

interface GarmentModel extends CommercialOptions {
  model: string;
  type: GarmentType;
  brand: string;
  priceEurMinor: number;
  /** Left out for items without a fit row (shown as unisex). */
  fit?: GenderFit;
  colors: readonly string[];
  fabric: readonly (readonly [Fibre, number])[];
  closing?: ClosingSentence;
}

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const COLOR_CODES: Readonly<Record<string, string>> = {
  black: 'BK',
  anthracite: 'AN',
  navy: 'NV',
  berry: 'BE',
  grey: 'GR',
  white: 'WH',
};

const STRETCH: readonly (readonly [Fibre, number])[] = [
  ['polyamide', 82],
  ['elastane', 18],
];
const CONDUCTIVE: readonly (readonly [Fibre, number])[] = [
  ['polyamide', 75],
  ['elastane', 20],
  ['silver', 5],
];
const RECYCLED: readonly (readonly [Fibre, number])[] = [
  ['polyester', 85],
  ['elastane', 15],
];

const GARMENTS: readonly GarmentModel[] = [
  garment('ActiveWear Aria', 'ems-shirt', 'Kinetra', 3999, ['black', 'berry'], STRETCH, {
    fit: 'women',
    popularity: 480,
    sale: { percentOff: 20, history: 'recent' },
  }),
  garment('ActiveWear Atlas', 'ems-shirt', 'Kinetra', 3999, ['black', 'navy'], STRETCH, {
    fit: 'men',
    popularity: 450,
  }),
  garment('ActiveWear Aria Tights', 'ems-pants', 'Kinetra', 4499, ['black', 'berry'], STRETCH, {
    fit: 'women',
    popularity: 420,
  }),
  garment('ActiveWear Atlas Shorts', 'ems-pants', 'Kinetra', 3999, ['black', 'navy'], STRETCH, {
    fit: 'men',
    popularity: 400,
  }),
  garment('SkinFit Core', 'ems-set', 'Kinetra', 7999, ['black'], CONDUCTIVE, {
    fit: 'unisex',
    popularity: 620,
    badges: ['online-only'],
  }),
  garment('SkinFit Core Long', 'ems-long-sleeve', 'Kinetra', 4999, ['anthracite'], CONDUCTIVE, {
    popularity: 200,
  }),
  garment('SkinFit Luna', 'ems-set', 'Kinetra', 7999, ['berry', 'black'], CONDUCTIVE, {
    fit: 'women',
    popularity: 370,
    badges: ['seasonal-deal'],
    sale: { percentOff: 15, history: 'deepened' },
  }),
  garment('SkinFit Terra', 'ems-set', 'Kinetra', 7999, ['navy'], CONDUCTIVE, {
    fit: 'men',
    popularity: 330,
    stock: 'few',
  }),
  garment('FlexLine Eco Shirt', 'ems-shirt', 'Kinetra', 3499, ['grey', 'white'], RECYCLED, {
    closing: 'sustainable',
    popularity: 260,
    excludedStores: ['ch'],
  }),
  garment('FlexLine Eco Pants', 'ems-pants', 'Kinetra', 3999, ['grey'], RECYCLED, {
    closing: 'sustainable',
    popularity: 240,
    stock: 'sold-out',
  }),
  garment('Comfort Base Long', 'ems-long-sleeve', 'Medora', 4999, ['black'], STRETCH, {
    fit: 'women',
    popularity: 130,
    availableOnline: false,
  }),
  garment('Comfort Base Pants', 'ems-pants', 'Medora', 4499, ['black', 'anthracite'], STRETCH, {
    fit: 'men',
    popularity: 150,
    trend: 'raised',
  }),
];

function garment(
  model: string,
  type: GarmentType,
  brand: string,
  priceEurMinor: number,
  colors: readonly string[],
  fabric: readonly (readonly [Fibre, number])[],
  options: Omit<GarmentModel, 'model' | 'type' | 'brand' | 'priceEurMinor' | 'colors' | 'fabric'>,
): GarmentModel {
  return { model, type, brand, priceEurMinor, colors, fabric, ...options };
}

const GARMENT_WEIGHT_GRAMS: Readonly<Record<GarmentType, number>> = {
  'ems-shirt': 160,
  'ems-long-sleeve': 190,
  'ems-pants': 180,
  'ems-set': 340,
};

export function clothingProducts(): ProductSeed[] {
  return GARMENTS.map((item, index) => garmentProduct(item, `CLO-${5001 + index}`));
}

function garmentProduct(item: GarmentModel, articleNumber: string): ProductSeed {
  const features: Feature[] = ['conductive-zones', 'breathable', 'quick-dry'];
  if (item.fabric === CONDUCTIVE) features.push('seamless');
  if (item.type === 'ems-long-sleeve') features.push('flat-seams');
  features.push('washable');
  const technicalRows: TechnicalRowSeed[] = [
    technicalRow.material(item.fabric),
    technicalRow.care(),
    technicalRow.weight(GARMENT_WEIGHT_GRAMS[item.type]),
  ];
  if (item.fit) technicalRows.push(technicalRow.genderFit(item.fit));
  return buildProduct({
    ...item,
    articleNumber,
    features,
    technicalRows,
    variants: garmentVariants(item),
  });
}

function garmentVariants(item: GarmentModel): VariantDefinition[] {
  return item.colors.flatMap((color) => {
    const code = COLOR_CODES[color] ?? color.slice(0, 2).toUpperCase();
    return sizeChoices(item.type).map(({ sizeTop, sizeBottom }) => ({
      articleSuffix: [code, sizeTop, sizeBottom].filter(Boolean).join('-'),
      color,
      sizeTop,
      sizeBottom,
    }));
  });
}

/** Sets pair each top size with the same and the neighbouring bottom sizes. */
function sizeChoices(type: GarmentType): { sizeTop?: string; sizeBottom?: string }[] {
  if (type === 'ems-pants') return CLOTHING_SIZES.map((sizeBottom) => ({ sizeBottom }));
  if (type !== 'ems-set') return CLOTHING_SIZES.map((sizeTop) => ({ sizeTop }));
  return CLOTHING_SIZES.flatMap((sizeTop, topIndex) =>
    CLOTHING_SIZES.filter((_, bottomIndex) => Math.abs(topIndex - bottomIndex) <= 1).map(
      (sizeBottom) => ({ sizeTop, sizeBottom }),
    ),
  );
}
