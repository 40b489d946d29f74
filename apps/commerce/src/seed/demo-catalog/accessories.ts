/**
 * Accessories (storage cases, power adapters, electrode gel), each linked as 'accessory' to
 * the devices it fits, so the detail page lists them under accessories.
 */
import {
  allOf,
  anyOf,
  byBrand,
  type DeviceFilter,
  fitting,
  ofType,
  poweredBy,
} from './device-filters';
import { buildProduct } from './product-builder';
import type { Feature } from './texts/product-texts';
import { technicalRow } from './texts/technical-rows';
import type { CommercialOptions, ProductSeed, ProductType, TechnicalRowSeed } from './types';

interface AccessoryModel extends CommercialOptions {
  model: string;
  type: Extract<ProductType, 'bag' | 'power-adapter' | 'electrode-gel'>;
  brand: string;
  priceEurMinor: number;
  fits: DeviceFilter;
  technicalRows: readonly TechnicalRowSeed[];
}

const FEATURES: Readonly<Record<AccessoryModel['type'], readonly Feature[]>> = {
  bag: ['padded', 'inner-pocket'],
  'power-adapter': ['mains-operation'],
  'electrode-gel': ['water-based', 'skin-friendly'],
};

const NYLON = [['nylon', 100]] as const;

const ACCESSORIES: readonly AccessoryModel[] = [
  {
    model: 'Case M',
    type: 'bag',
    brand: 'Vitalis',
    priceEurMinor: 1499,
    fits: ofType('upper-arm-monitor'),
    technicalRows: [technicalRow.dimensions(22, 16, 9), technicalRow.material(NYLON)],
    popularity: 300,
  },
  {
    model: 'Travel Case S',
    type: 'bag',
    brand: 'Vitalis',
    priceEurMinor: 999,
    fits: ofType('wrist-monitor'),
    technicalRows: [technicalRow.dimensions(14, 10, 6), technicalRow.material(NYLON)],
    popularity: 240,
    sale: { percentOff: 30, history: 'long' },
  },
  {
    model: 'TENS Pouch',
    type: 'bag',
    brand: 'Medora',
    priceEurMinor: 1299,
    fits: ofType('ems-device'),
    technicalRows: [technicalRow.dimensions(18, 12, 5), technicalRow.material(NYLON)],
    popularity: 140,
  },
  {
    model: 'Adapter 6 V',
    type: 'power-adapter',
    brand: 'Vitalis',
    priceEurMinor: 1999,
    fits: poweredBy('batteries-or-adapter'),
    technicalRows: [technicalRow.outputVoltage(6, 600), technicalRow.powerSupply('mains')],
    popularity: 410,
  },
  {
    model: 'USB-C Adapter 5 V',
    type: 'power-adapter',
    brand: 'Medora',
    priceEurMinor: 1499,
    fits: poweredBy('usb-c'),
    technicalRows: [technicalRow.outputVoltage(5, 2000), technicalRow.powerSupply('mains')],
    popularity: 350,
    badges: ['online-only'],
  },
  {
    model: 'ConductGel 250',
    type: 'electrode-gel',
    brand: 'Kinetra',
    priceEurMinor: 899,
    fits: ofType('ems-suit', 'ems-device'),
    technicalRows: [technicalRow.volume(250), technicalRow.weight(290)],
    popularity: 520,
  },
  {
    model: 'ConductGel 500',
    type: 'electrode-gel',
    brand: 'Kinetra',
    priceEurMinor: 1499,
    fits: ofType('ems-suit'),
    technicalRows: [technicalRow.volume(500), technicalRow.weight(560)],
    popularity: 290,
    trend: 'raised',
  },
  {
    model: 'ContactGel 100',
    type: 'electrode-gel',
    brand: 'Medora',
    priceEurMinor: 599,
    fits: allOf(ofType('ems-device'), anyOf(byBrand('Medora'), byBrand('Vitalis'))),
    technicalRows: [technicalRow.volume(100), technicalRow.weight(125)],
    popularity: 190,
    excludedStores: ['ie'],
  },
];

export function accessoryProducts(devices: readonly ProductSeed[]): ProductSeed[] {
  return ACCESSORIES.map((accessory, index) =>
    buildProduct({
      ...accessory,
      articleNumber: `ACC-${6001 + index}`,
      features: FEATURES[accessory.type],
      fits: fitting(devices, accessory.fits, 'accessory'),
    }),
  );
}
