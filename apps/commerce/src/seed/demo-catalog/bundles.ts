/**
 * Bundles: products of kind 'bundle' whose slots each offer one or more products (the
 * first preselected). The bundle price is the sum of the preselected items less a discount.
 */
import type { StoreKey } from '@shop/shop-config';
import { charmPriceEur } from './prices';
import { buildProduct } from './product-builder';
import { slugify } from './slug';
import { perLocale, technicalRow } from './texts/technical-rows';
import type { CommercialOptions, ProductSeed } from './types';

interface BundleModel extends CommercialOptions {
  model: string;
  brand: string;
  discountPercent: number;
  /** The shortest warranty of the bundled items. */
  warrantyYears: number;
  slots: readonly { productKeys: readonly string[]; quantity?: number }[];
}

const BUNDLES: readonly BundleModel[] = [
  {
    model: 'BP Comfort 500',
    brand: 'Vitalis',
    discountPercent: 15,
    warrantyYears: 3,
    slots: [
      { productKeys: ['bp-comfort-500'] },
      { productKeys: ['cf-m-22-32-cm', 'cf-s-16-22-cm'] },
      { productKeys: ['adapter-6-v'] },
    ],
    popularity: 400,
    badges: ['seasonal-deal'],
  },
  {
    model: 'EMS Home Starter',
    brand: 'Kinetra',
    discountPercent: 12,
    warrantyYears: 2,
    slots: [
      { productKeys: ['pulsefit-suit-10', 'bodytone-suit-home'] },
      { productKeys: ['skinfit-core', 'skinfit-luna', 'skinfit-terra'] },
      { productKeys: ['conductgel-500'] },
    ],
    popularity: 260,
  },
  {
    model: 'Relief 100 Therapy',
    brand: 'Medora',
    discountPercent: 10,
    warrantyYears: 2,
    slots: [
      { productKeys: ['relief-100'] },
      { productKeys: ['propad-50-x-50-mm', 'propad-50-x-100-mm'], quantity: 2 },
    ],
    popularity: 330,
    sale: { percentOff: 10, history: 'recent' },
  },
];

export function bundleProducts(catalog: readonly ProductSeed[]): ProductSeed[] {
  const byKey = new Map(catalog.map((product) => [product.key, product]));
  const find = (key: string): ProductSeed => {
    const product = byKey.get(key);
    if (!product) throw new Error(`Bundle refers to unknown product ${key}`);
    return product;
  };
  return BUNDLES.map((bundle, index) => {
    const slots = bundle.slots.map((slot, slotIndex) => ({
      slot: slotIndex + 1,
      productKeys: slot.productKeys,
      quantity: slot.quantity ?? 1,
      preselected: find(slot.productKeys[0] ?? ''),
    }));
    const itemsEurMinor = slots.reduce(
      (sum, slot) => sum + slot.preselected.priceEurMinor * slot.quantity,
      0,
    );
    // Sold only where every preselected item is sold.
    const excludedStores = [
      ...new Set<StoreKey>(
        slots.flatMap((slot) => slot.preselected.commercial.excludedStores ?? []),
      ),
    ];
    const contents = perLocale((locale) =>
      slots.map((slot) => `${slot.quantity} × ${slot.preselected.texts[locale].title}`).join(', '),
    );
    return buildProduct({
      ...bundle,
      key: `bundle-${slugify(bundle.model)}`,
      articleNumber: `BUN-${8001 + index}`,
      type: 'bundle',
      priceEurMinor: charmPriceEur((itemsEurMinor * (100 - bundle.discountPercent)) / 100),
      excludedStores,
      features: ['bundle-savings', 'matching-accessories'],
      technicalRows: [technicalRow.contents(contents), technicalRow.warranty(bundle.warrantyYears)],
      bundleSlots: slots.map(({ slot, productKeys, quantity }) => ({
        slot,
        productKeys,
        quantity,
      })),
    });
  });
}
