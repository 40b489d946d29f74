/** Assembles the whole demo catalog in a fixed order and checks its keys are unique. */
import { accessoryProducts } from './accessories';
import { bundleProducts } from './bundles';
import { bloodPressureProducts } from './products-blood-pressure';
import { clothingProducts } from './products-clothing';
import { emsProducts } from './products-ems';
import { sparePartProducts } from './spare-parts';
import type { ProductSeed } from './types';

export function buildDemoCatalog(): ProductSeed[] {
  const devices = [...bloodPressureProducts(), ...emsProducts()];
  const products = [
    ...devices,
    ...clothingProducts(),
    ...accessoryProducts(devices),
    ...sparePartProducts(devices),
  ];
  const catalog = [...products, ...bundleProducts(products)];
  assertUnique(
    catalog.map((product) => product.key),
    'product key',
  );
  assertUnique(
    catalog.flatMap((product) => [
      product.articleNumber,
      ...product.variants.map((variant) => variant.articleNumber),
    ]),
    'article number',
  );
  return catalog;
}

function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what} in the demo catalog: ${value}`);
    seen.add(value);
  }
}
