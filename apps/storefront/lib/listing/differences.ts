import { LIST_FACETS, type ListFacet, type TileFeature } from '@shop/search-contract';

/** What "highlight differences" compares: the facets some listed product has, and which differ. */
export interface FeatureComparison {
  /** Facets at least one listed product has a value for, in filter order. */
  facets: ListFacet[];
  /** `facet:value` pairs that not every listed product has. */
  differing: ReadonlySet<string>;
  /** Facets whose values are not the same on every listed product. */
  differingFacets: ReadonlySet<ListFacet>;
}

export const featureKey = (feature: Pick<TileFeature, 'facet' | 'value'>) =>
  `${feature.facet}:${feature.value}`;

/**
 * Compares the listed products' filter values (spec 2.6 "highlight differences for
 * comparison"): a value is a difference when some listed product lacks it, and a facet
 * differs when any of its values does, or when some products have no value for it at all.
 */
export function compareFeatures(
  products: readonly { features: readonly TileFeature[] }[],
): FeatureComparison {
  const counts = new Map<string, number>();
  const present = new Set<ListFacet>();
  for (const product of products) {
    for (const key of new Set(product.features.map(featureKey))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const feature of product.features) present.add(feature.facet);
  }
  const differing = new Set<string>();
  for (const [key, count] of counts) if (count < products.length) differing.add(key);
  const differingFacets = new Set<ListFacet>();
  for (const facet of present) {
    const everyoneHasIt = products.every((product) =>
      product.features.some((feature) => feature.facet === facet),
    );
    const someValueDiffers = [...differing].some((key) => key.startsWith(`${facet}:`));
    if (!everyoneHasIt || someValueDiffers) differingFacets.add(facet);
  }
  return { facets: LIST_FACETS.filter((facet) => present.has(facet)), differing, differingFacets };
}
