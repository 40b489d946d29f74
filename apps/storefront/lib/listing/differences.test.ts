import type { TileFeature } from '@shop/search-contract';
import { describe, expect, it } from 'vitest';
import { compareFeatures } from './differences';

const feature = (facet: TileFeature['facet'], value: string): TileFeature => ({
  facet,
  value,
  label: value,
});

describe('compareFeatures', () => {
  const a = {
    features: [
      feature('cuffSize', '22-42cm'),
      feature('operatingMode', 'auto'),
      feature('function', 'bluetooth'),
    ],
  };
  const b = { features: [feature('cuffSize', '22-42cm'), feature('operatingMode', 'auto')] };
  const c = {
    features: [
      feature('cuffSize', '32-48cm'),
      feature('operatingMode', 'auto'),
      feature('function', 'bluetooth'),
    ],
  };

  it('marks values not every listed product has, and the facets they belong to', () => {
    const comparison = compareFeatures([a, b, c]);
    expect(comparison.facets).toEqual(['cuffSize', 'function', 'operatingMode']);
    expect([...comparison.differing].sort()).toEqual([
      'cuffSize:22-42cm',
      'cuffSize:32-48cm',
      'function:bluetooth',
    ]);
    expect([...comparison.differingFacets].sort()).toEqual(['cuffSize', 'function']);
  });

  it('finds no differences among products with the same values', () => {
    const comparison = compareFeatures([b, { features: [...b.features].reverse() }]);
    expect(comparison.differing.size).toBe(0);
    expect(comparison.differingFacets.size).toBe(0);
  });

  it('compares nothing for an empty listing', () => {
    expect(compareFeatures([]).facets).toEqual([]);
  });
});
