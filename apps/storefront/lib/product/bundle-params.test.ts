import { describe, expect, it } from 'vitest';
import {
  bundleContextOf,
  bundlePagePath,
  bundleSlotProductPath,
  returningSlot,
} from './bundle-params';

describe('bundle parameters (spec 2.2)', () => {
  it('reads bundleId, slots and currentSlot', () => {
    expect(bundleContextOf({ bundleId: '40', slots: '3', currentSlot: '2' })).toEqual({
      bundleId: 40,
      slots: 3,
      currentSlot: 2,
    });
  });

  it('ignores missing, malformed or inconsistent values', () => {
    expect(bundleContextOf({ bundleId: '40', slots: '3' })).toBeUndefined();
    expect(bundleContextOf({ bundleId: '4x', slots: '3', currentSlot: '1' })).toBeUndefined();
    expect(bundleContextOf({ bundleId: '40', slots: '2', currentSlot: '3' })).toBeUndefined();
    expect(bundleContextOf({ bundleId: '-1', slots: '2', currentSlot: '1' })).toBeUndefined();
  });

  it('links a slot product with the parameters and leads back with redirectBundleId', () => {
    const context = { bundleId: 40, slots: 3, currentSlot: 2 };
    expect(bundleSlotProductPath('de', 12, context)).toBe(
      '/de/p/12?bundleId=40&slots=3&currentSlot=2',
    );
    expect(bundlePagePath('fr', context)).toBe('/fr/p/40?redirectBundleId=40&currentSlot=2');
    expect(returningSlot({ redirectBundleId: '40', currentSlot: '2' }, 40)).toBe(2);
    expect(returningSlot({ redirectBundleId: '41', currentSlot: '2' }, 40)).toBeUndefined();
  });
});
