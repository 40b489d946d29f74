/**
 * Spare parts: replacement cuffs for upper-arm monitors and electrode pads for TENS/EMS
 * devices and suits, each linked as 'spare-part' to the devices it fits.
 */
import {
  allOf,
  byBrand,
  type DeviceFilter,
  fitting,
  ofType,
  withAtLeastElectrodes,
} from './device-filters';
import { buildProduct } from './product-builder';
import type { CuffSize } from './texts/facet-labels';
import type { Feature } from './texts/product-texts';
import { technicalRow } from './texts/technical-rows';
import type { CommercialOptions, ProductSeed } from './types';

interface CuffModel extends CommercialOptions {
  model: string;
  brand: string;
  priceEurMinor: number;
  cuffSize: CuffSize;
}

interface PadModel extends CommercialOptions {
  model: string;
  type: 'electrode-pads' | 'suit-electrodes';
  brand: string;
  priceEurMinor: number;
  pieces: number;
  fits: DeviceFilter;
}

const CUFFS: readonly CuffModel[] = [
  { model: 'CF-S 16–22 cm', brand: 'Vitalis', priceEurMinor: 1999, cuffSize: '16-22cm' },
  {
    model: 'CF-M 22–32 cm',
    brand: 'Vitalis',
    priceEurMinor: 1999,
    cuffSize: '22-32cm',
    popularity: 460,
  },
  {
    model: 'CF-U 22–42 cm',
    brand: 'Vitalis',
    priceEurMinor: 2499,
    cuffSize: '22-42cm',
    popularity: 520,
    stock: 'few',
  },
  { model: 'MC-M 22–32 cm', brand: 'Medora', priceEurMinor: 1799, cuffSize: '22-32cm' },
  {
    model: 'MC-L 32–48 cm',
    brand: 'Medora',
    priceEurMinor: 2299,
    cuffSize: '32-48cm',
    excludedStores: ['pl', 'ie'],
  },
];

const PADS: readonly PadModel[] = [
  {
    model: 'ProPad 50 × 50 mm',
    type: 'electrode-pads',
    brand: 'Medora',
    priceEurMinor: 1299,
    pieces: 4,
    fits: ofType('ems-device'),
    popularity: 610,
  },
  {
    model: 'ProPad 50 × 100 mm',
    type: 'electrode-pads',
    brand: 'Medora',
    priceEurMinor: 1599,
    pieces: 4,
    fits: ofType('ems-device'),
    popularity: 380,
  },
  {
    model: 'ProPad Round 32 mm',
    type: 'electrode-pads',
    brand: 'Medora',
    priceEurMinor: 999,
    pieces: 8,
    fits: ofType('ems-device'),
    stock: 'sold-out',
  },
  {
    model: 'SkinPad 40 × 40 mm',
    type: 'electrode-pads',
    brand: 'Kinetra',
    priceEurMinor: 1199,
    pieces: 8,
    fits: allOf(ofType('ems-device'), byBrand('Kinetra')),
    sale: { percentOff: 25, history: 'recent' },
  },
  {
    model: 'SuitPads 20',
    type: 'suit-electrodes',
    brand: 'Kinetra',
    priceEurMinor: 5999,
    pieces: 20,
    fits: ofType('ems-suit'),
    popularity: 170,
  },
  {
    model: 'SuitPads 24',
    type: 'suit-electrodes',
    brand: 'Medora',
    priceEurMinor: 6999,
    pieces: 24,
    fits: allOf(ofType('ems-suit'), withAtLeastElectrodes(24)),
  },
];

const CUFF_FEATURES: readonly Feature[] = ['hook-and-loop', 'washable'];
const PAD_FEATURES: readonly Feature[] = ['reusable', 'skin-friendly'];

export function sparePartProducts(devices: readonly ProductSeed[]): ProductSeed[] {
  const cuffs = CUFFS.map((cuff, index) =>
    buildProduct({
      ...cuff,
      articleNumber: `SPA-${7001 + index}`,
      type: 'cuff',
      features: CUFF_FEATURES,
      facets: [{ facet: 'cuffSize', value: cuff.cuffSize }],
      technicalRows: [
        technicalRow.cuffCircumference([cuff.cuffSize]),
        technicalRow.material([['nylon', 100]]),
        technicalRow.weight(cuff.cuffSize === '32-48cm' ? 160 : 120),
      ],
      variants: [{ articleSuffix: '01', cuffSize: cuff.cuffSize }],
      fits: fitting(devices, allOf(ofType('upper-arm-monitor'), byBrand(cuff.brand)), 'spare-part'),
    }),
  );
  const pads = PADS.map((pad, index) =>
    buildProduct({
      ...pad,
      articleNumber: `SPA-${7001 + CUFFS.length + index}`,
      features: pad.type === 'suit-electrodes' ? [...PAD_FEATURES, 'snap-fasteners'] : PAD_FEATURES,
      technicalRows: [
        technicalRow.pieces(pad.pieces),
        technicalRow.weight(pad.pieces * (pad.type === 'suit-electrodes' ? 9 : 4)),
        technicalRow.material([['silicone', 100]]),
      ],
      fits: fitting(devices, pad.fits, 'spare-part'),
    }),
  );
  return [...cuffs, ...pads];
}
