/**
 * Upper-arm and wrist blood pressure monitors: variants per cuff size and colour, filter
 * values for cuff size, function and operating mode, and the usual technical data.
 */
import { type MonitorModel, UPPER_ARM_MONITORS } from './blood-pressure-models';
import { buildProduct } from './product-builder';
import type { Feature } from './texts/product-texts';
import { technicalRow } from './texts/technical-rows';
import type { FacetSeed, ProductSeed, VariantDefinition } from './types';
import { WRIST_MONITORS } from './wrist-monitor-models';

const LARGER_CUFF_SURCHARGE_EUR_MINOR = 500;

export function bloodPressureProducts(): ProductSeed[] {
  return [
    ...UPPER_ARM_MONITORS.map((monitor, index) =>
      monitorProduct(monitor, 'upper-arm-monitor', `BPU-${1001 + index}`),
    ),
    ...WRIST_MONITORS.map((monitor, index) =>
      monitorProduct(monitor, 'wrist-monitor', `BPW-${2001 + index}`),
    ),
  ];
}

function monitorProduct(
  monitor: MonitorModel,
  type: 'upper-arm-monitor' | 'wrist-monitor',
  articleNumber: string,
): ProductSeed {
  const [users, readingsPerUser] = monitor.memory;
  const [width, height, depth] = monitor.sizeCm;
  const facets: FacetSeed[] = [
    ...monitor.cuffSizes.map((value): FacetSeed => ({ facet: 'cuffSize', value })),
    ...monitor.functions.map((value): FacetSeed => ({ facet: 'function', value })),
    { facet: 'operatingMode', value: monitor.mode },
  ];
  return buildProduct({
    ...monitor,
    articleNumber,
    type,
    features: monitorFeatures(monitor),
    facets,
    technicalRows: [
      technicalRow.weight(monitor.weightGrams),
      technicalRow.dimensions(width, height, depth),
      technicalRow.powerSupply(monitor.power),
      technicalRow.memory(users, readingsPerUser),
      technicalRow.measuringRange(),
      technicalRow.cuffCircumference(monitor.cuffSizes),
      technicalRow.warranty(monitor.warrantyYears),
    ],
    variants: monitorVariants(monitor),
  });
}

function monitorFeatures(monitor: MonitorModel): Feature[] {
  const [users, readingsPerUser] = monitor.memory;
  const features: Feature[] = [...monitor.functions, ['memory', users * readingsPerUser]];
  features.push(monitor.mode === 'semi-automatic' ? 'manual-inflation' : 'cuff-fit-check');
  if (monitor.priceEurMinor >= 5000) features.push('large-display', 'morning-average');
  if (monitor.power === 'usb-c') features.push('usb-power');
  if (monitor.weightGrams < 250) features.push('compact');
  return features;
}

function monitorVariants(monitor: MonitorModel): VariantDefinition[] {
  const colors = monitor.colors ?? [undefined];
  return monitor.cuffSizes.flatMap((cuffSize, cuffIndex) =>
    colors.map((color, colorIndex) => ({
      articleSuffix: String(cuffIndex * colors.length + colorIndex + 1).padStart(2, '0'),
      cuffSize,
      color,
      priceDeltaEurMinor: cuffIndex > 0 ? LARGER_CUFF_SURCHARGE_EUR_MINOR : 0,
    })),
  );
}
