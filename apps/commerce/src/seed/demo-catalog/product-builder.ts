/**
 * Turns a compact product definition into a full product seed: kind and categories from
 * the product type, texts in all languages, variant stock, badges, popularity and age.
 */
import type { Badge, ProductKind } from '../../modules/catalog/schema';
import type { CategoryKey } from './categories';
import { type Random, randomFor } from './random';
import { slugify } from './slug';
import type { ClosingSentence } from './texts/descriptions';
import { type Feature, productTexts } from './texts/product-texts';
import type {
  BundleSlotSeed,
  CommercialOptions,
  FacetSeed,
  ProductSeed,
  ProductType,
  RelationSeed,
  StockProfile,
  TechnicalRowSeed,
  VariantDefinition,
  VariantSeed,
} from './types';

/** Small electrical and electronic equipment under the EU WEEE directive. */
export const SMALL_DEVICE_RECYCLING_CLASS = 'WEEE-5';

interface TypeFacts {
  kind: ProductKind;
  categoryKeys: readonly CategoryKey[];
  electronic: boolean;
  manual: boolean;
}

const TYPE_FACTS: Readonly<Record<ProductType, TypeFacts>> = {
  'upper-arm-monitor': {
    kind: 'blood-pressure-monitor',
    categoryKeys: ['upper-arm-monitors', 'blood-pressure-monitors'],
    electronic: true,
    manual: true,
  },
  'wrist-monitor': {
    kind: 'blood-pressure-monitor',
    categoryKeys: ['wrist-monitors', 'blood-pressure-monitors'],
    electronic: true,
    manual: true,
  },
  'ems-suit': {
    kind: 'ems-suit',
    categoryKeys: ['ems-suits', 'ems-training'],
    electronic: true,
    manual: true,
  },
  'ems-device': {
    kind: 'ems-device',
    categoryKeys: ['ems-devices', 'ems-training'],
    electronic: true,
    manual: true,
  },
  'ems-shirt': clothing(),
  'ems-long-sleeve': clothing(),
  'ems-pants': clothing(),
  'ems-set': clothing(),
  bag: { kind: 'accessory', categoryKeys: ['accessories'], electronic: false, manual: false },
  'power-adapter': {
    kind: 'accessory',
    categoryKeys: ['accessories'],
    electronic: true,
    manual: false,
  },
  'electrode-gel': {
    kind: 'accessory',
    categoryKeys: ['accessories'],
    electronic: false,
    manual: false,
  },
  cuff: {
    kind: 'spare-part',
    categoryKeys: ['cuffs', 'spare-parts'],
    electronic: false,
    manual: false,
  },
  'electrode-pads': {
    kind: 'spare-part',
    categoryKeys: ['electrodes', 'spare-parts'],
    electronic: false,
    manual: false,
  },
  'suit-electrodes': {
    kind: 'spare-part',
    categoryKeys: ['electrodes', 'spare-parts'],
    electronic: false,
    manual: false,
  },
  bundle: { kind: 'bundle', categoryKeys: ['bundles'], electronic: true, manual: false },
};

function clothing(): TypeFacts {
  return {
    kind: 'ems-clothing',
    categoryKeys: ['ems-clothing', 'ems-training'],
    electronic: false,
    manual: false,
  };
}

export interface ProductDefinition extends CommercialOptions {
  /** Stable key for relations and bundles; the slugified model name when left out. */
  key?: string;
  articleNumber: string;
  type: ProductType;
  brand: string;
  model: string;
  priceEurMinor: number;
  features: readonly Feature[];
  closing?: ClosingSentence;
  facets?: readonly FacetSeed[];
  technicalRows: readonly TechnicalRowSeed[];
  /** One plain variant when left out. */
  variants?: readonly VariantDefinition[];
  fits?: readonly RelationSeed[];
  bundleSlots?: readonly BundleSlotSeed[];
}

export function buildProduct(definition: ProductDefinition): ProductSeed {
  const facts = TYPE_FACTS[definition.type];
  const key = definition.key ?? slugify(definition.model);
  const random = randomFor(key);
  const variantDefinitions = definition.variants ?? [{ articleSuffix: '01' }];
  const variants = variantDefinitions.map(
    (variant, index): VariantSeed => ({
      ...variant,
      articleNumber: `${definition.articleNumber}-${variant.articleSuffix}`,
      stockQuantity: stockQuantity(random, definition.stock ?? 'normal', index),
    }),
  );
  const badges: Badge[] = [
    ...(definition.sale ? ['sale' as const] : []),
    ...(definition.badges ?? []),
  ];
  return {
    key,
    articleNumber: definition.articleNumber,
    kind: facts.kind,
    type: definition.type,
    manufacturer: definition.brand,
    model: definition.model,
    categoryKeys: facts.categoryKeys,
    popularity: definition.popularity ?? random.int(5, 900),
    createdDaysAgo: random.int(3, 720),
    availableOnline: definition.availableOnline ?? true,
    texts: productTexts({
      type: definition.type,
      model: definition.model,
      brand: definition.brand,
      features: definition.features,
      closing: definition.closing,
    }),
    facets: definition.facets ?? [],
    technicalRows: definition.technicalRows,
    variants,
    recyclingClass: facts.electronic ? SMALL_DEVICE_RECYCLING_CLASS : null,
    priceEurMinor: definition.priceEurMinor,
    commercial: commercialOptions(definition),
    badges,
    fits: definition.fits ?? [],
    bundleSlots: definition.bundleSlots ?? [],
    hasManual: facts.manual,
    imageCount: random.chance(0.5) ? 3 : 2,
  };
}

function commercialOptions(definition: ProductDefinition): CommercialOptions {
  return {
    sale: definition.sale,
    recommendedRetailEurMinor: definition.recommendedRetailEurMinor,
    trend: definition.trend,
    stock: definition.stock,
    availableOnline: definition.availableOnline,
    excludedStores: definition.excludedStores,
    badges: definition.badges,
    popularity: definition.popularity,
    rental: definition.rental,
  };
}

/**
 * Most variants are well stocked; a few run low or are sold out. A 'few' product keeps its
 * total at or below the few-in-stock threshold by stocking only its first variant.
 */
function stockQuantity(random: Random, profile: StockProfile, variantIndex: number): number {
  if (profile === 'sold-out') return 0;
  if (profile === 'few') return variantIndex === 0 ? random.int(1, 4) : 0;
  const roll = random.next();
  if (roll < 0.07) return 0;
  if (roll < 0.13) return random.int(1, 4);
  return random.int(20, 200);
}
